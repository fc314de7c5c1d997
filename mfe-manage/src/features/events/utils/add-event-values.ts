import type { I18n } from '@lingui/core'
import { NEW_EVENT_DEFAULTS, type TimeUnit } from '@tessera/shared/domain/events/constants'
import { durationIssue, endFromDuration } from '@tessera/shared/domain/events/duration'
import { validateEvent } from '@tessera/shared/domain/events/validate-event'
import { issueError } from '@tessera/shared/errors/issues'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { eventCreateInput, type EventCreateInput } from '@tessera/shared/schemas/event'
import { z } from 'zod'
import { inputInstant, wallTimeOf } from '../../../lib/date-input'

/** The Add Event form (spec "events" §2): the begin is a date-time input's value in `timezone`. */
export type AddEventValues = {
  name: string
  description: string
  timezone: string
  start: string
  /** A duration option of `timeunit` (spec "events" §9), as the select's value; '' when none is chosen. */
  duration: string
  timeunit: TimeUnit
  category: string
  tags: string[]
}

/** An empty form in `timezone`; `start` filled in when Add Event was opened from a calendar date. */
export function addEventDefaults(timezone: string, start = ''): AddEventValues {
  return {
    name: '',
    description: '',
    timezone,
    start,
    duration: '',
    timeunit: NEW_EVENT_DEFAULTS.timeunit,
    category: '',
    tags: [],
  }
}

/** The form's start and end as instants (the end is start + duration), when they can be known. */
export function eventTiming(
  values: Pick<AddEventValues, 'start' | 'timezone' | 'duration' | 'timeunit'>,
) {
  const start = values.timezone ? inputInstant(values.start, values.timezone) : null
  const duration = values.duration === '' ? null : Number(values.duration)
  const end =
    start && !durationIssue(duration, values.timeunit)
      ? endFromDuration(start, duration!, values.timeunit)
      : null
  return { start, end, duration }
}

/** The attributes POST /events takes from the form (the end follows from the duration on the server). */
export function toEventInput(values: AddEventValues): EventCreateInput {
  const summary = values.description.trim()
  return {
    name: values.name,
    description: summary ? summary : null,
    timezone: values.timezone,
    start_at: (values.timezone && wallTimeOf(values.start, values.timezone)) || values.start,
    duration: values.duration === '' ? null : Number(values.duration),
    timeunit: values.timeunit,
  }
}

/** API field (and shared rule field) → form field. */
export const FORM_FIELDS: Record<string, keyof AddEventValues> = {
  name: 'name',
  description: 'description',
  timezone: 'timezone',
  start_at: 'start',
  duration: 'duration',
  timeunit: 'duration',
  category: 'category',
  tags: 'tags',
}

/** The facts the shared event rules judge: a new virtual event of unlimited capacity (spec "events" §9). */
function addEventFacts(values: AddEventValues) {
  const { start, end, duration } = eventTiming(values)
  return {
    name: values.name,
    description: values.description,
    event_type: NEW_EVENT_DEFAULTS.event_type,
    total_capacity: NEW_EVENT_DEFAULTS.total_capacity,
    venue_addresses: [],
    timezone: values.timezone,
    start_at: start,
    end_at: end,
    duration,
    timeunit: values.timeunit,
    tag_count: values.tags.length,
  }
}

/**
 * The Add Event form: its values under the shared schema of POST /events and the shared event
 * rules (summary at most 340, start not before today, a duration option, at least one tag), each
 * issue beside its form field with the code the API answers.
 */
export function addEventForm(now: () => Date) {
  return z.custom<AddEventValues>().superRefine((values, context) => {
    const report = (field: string | undefined, code: string, limits?: object) => {
      const target = field ? FORM_FIELDS[field] : undefined
      if (target) context.addIssue({ code: 'custom', path: [target], params: { ...limits, code } })
    }
    const attributes = toEventInput(values)
    const input = values.start ? attributes : { ...attributes, start_at: undefined }
    const parsed = eventCreateInput.safeParse(input, { reportInput: true })
    for (const issue of parsed.error?.issues ?? []) {
      const found = issueError(issue)
      report(found.field, found.code, found.values)
    }
    for (const issue of validateEvent(addEventFacts(values), { mode: 'create', now: now() }))
      report(issue.field, issue.code, issue.values)
  })
}

/** The form's resolver; a missing tag is worded by the screen (`tagsRequired`). */
export function addEventResolver(i18n: I18n, tagsRequired: string, now = () => new Date()) {
  return schemaResolver(addEventForm(now), i18n, (issue) =>
    issue.field === 'tags' ? tagsRequired : undefined,
  )
}
