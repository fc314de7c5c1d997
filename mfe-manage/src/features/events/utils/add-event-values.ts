import type { I18n } from '@lingui/core'
import { NEW_EVENT_DEFAULTS, type TimeUnit } from '@tessera/shared/domain/events/constants'
import { durationIssue, endFromDuration } from '@tessera/shared/domain/events/duration'
import { validateEvent } from '@tessera/shared/domain/events/validate-event'
import { errorText } from '@tessera/shared/errors/messages'
import { eventCreateInput, type EventCreateInput } from '@tessera/shared/schemas/event'
import { schemaErrors } from '../../../lib/form-validation'
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

export function addEventDefaults(timezone: string): AddEventValues {
  return {
    name: '',
    description: '',
    timezone,
    start: '',
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

/**
 * The form's errors, field → text: the shared schema of POST /events and the shared event rules
 * (summary at most 340, start not before today, a duration option, at least one tag), as a new
 * virtual event of unlimited capacity (spec "events" §9 defaults).
 */
export function addEventErrors(
  values: AddEventValues,
  now: Date,
  i18n: I18n,
  tagsRequired: string,
): Partial<Record<keyof AddEventValues, string>> {
  const errors: Partial<Record<keyof AddEventValues, string>> = {}
  const add = (field: string | undefined, text: string) => {
    const target = field ? FORM_FIELDS[field] : undefined
    if (target && !errors[target]) errors[target] = text
  }
  const attributes = toEventInput(values)
  const input = values.start ? attributes : { ...attributes, start_at: undefined }
  for (const [field, text] of Object.entries(schemaErrors(eventCreateInput, input, i18n)))
    add(field, text)
  const { start, end, duration } = eventTiming(values)
  const facts = {
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
  for (const issue of validateEvent(facts, { mode: 'create', now })) {
    add(
      issue.field,
      issue.field === 'tags' ? tagsRequired : errorText(i18n, issue.code, issue.values),
    )
  }
  return errors
}
