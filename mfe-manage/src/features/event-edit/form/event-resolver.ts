import type { I18n } from '@lingui/core'
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { applyEventTypeEffects } from '@tessera/shared/domain/events/event-type'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { validateEvent } from '@tessera/shared/domain/events/validate-event'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import { issueError } from '@tessera/shared/errors/issues'
import { errorText } from '@tessera/shared/errors/messages'
import { eventUpdateInput, type Event } from '@tessera/shared/schemas/event'
import { eventPayload } from './event-payload'
import type { EventValues, VenueDraft } from './event-values'
import { formPath } from '../hooks/use-field-error'

/** Something wrong with a field of the form: the field (API name or path) and a stable code. */
type FormIssue = { field: string; code: ErrorCode; values?: Record<string, unknown> }

function coordinateIssues(venues: VenueDraft[]): FormIssue[] {
  const issues: FormIssue[] = []
  venues.forEach((venue, index) => {
    for (const [key, limit] of [
      ['lat', 90],
      ['long', 180],
    ] as const) {
      const text = venue[key].trim()
      if (text === '') continue
      const value = Number(text)
      if (!Number.isFinite(value))
        issues.push({ field: `venues/${index}/${key}`, code: 'invalid_type' })
      else if (Math.abs(value) > limit)
        issues.push({
          field: `venues/${index}/${key}`,
          code: value > 0 ? 'too_big' : 'too_small',
          values: value > 0 ? { max: limit } : { min: -limit },
        })
    }
  })
  return issues
}

/**
 * Every issue of the form (spec "events" §5), judged as the API will judge the request: the
 * shared attribute schema (formats, lengths, complete agenda, FAQ and host entries) and the shared
 * event rules on the event as it will be saved (type effects applied, the saved duration).
 */
function eventIssues(values: EventValues, event: Event, role: RoleName, now: Date): FormIssue[] {
  const { attributes, venues } = eventPayload(values, event, role)
  const issues: FormIssue[] = []
  const parsed = eventUpdateInput.safeParse(attributes)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const found = issueError(issue)
      issues.push({ field: found.field ?? '', code: found.code, values: found.values })
    }
  }
  const zone = values.timezone || event.timezone
  const effected = applyEventTypeEffects({
    event_type: values.event_type,
    total_capacity: attributes.total_capacity ?? null,
    unlimited_attendees: attributes.unlimited_attendees,
    virtual_link:
      attributes.virtual_link === undefined ? event.virtual_link : attributes.virtual_link,
  })
  const rules = validateEvent(
    {
      ...effected,
      name: values.name,
      description: attributes.description ?? null,
      venue_addresses: venues.map((venue) => venue.address),
      multiple_addresses: values.multiple_addresses,
      timezone: values.timezone,
      start_at: values.start_at ? parseEventDateTime(values.start_at, zone) : null,
      end_at: values.end_at ? parseEventDateTime(values.end_at, zone) : null,
      duration: event.duration,
      timeunit: event.timeunit,
      tag_count: values.tags.length,
    },
    { mode: 'update', now },
  )
  return [...issues, ...rules, ...coordinateIssues(values.venues)]
}

/**
 * The resolver of the event form: the issues above, each at its field's path with the catalogue's
 * text and the issue's field (API name) as its type, which the warning and the tab badges read.
 */
export function eventResolver(event: Event, role: RoleName, i18n: I18n): Resolver<EventValues> {
  return async (values) => {
    const errors: FieldErrors<EventValues> = {}
    for (const issue of eventIssues(values, event, role, new Date())) {
      const path = formPath(issue.field)
      const message = errorText(i18n, issue.code, issue.values)
      if (get(errors, path) === undefined) set(errors, path, { type: issue.field, message })
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} }
  }
}
