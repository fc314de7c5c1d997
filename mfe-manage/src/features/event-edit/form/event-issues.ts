import type { RoleName } from '@tessera/shared/domain/access/roles'
import { applyEventTypeEffects } from '@tessera/shared/domain/events/event-type'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { validateEvent } from '@tessera/shared/domain/events/validate-event'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import { issueError } from '@tessera/shared/errors/issues'
import { eventUpdateInput, type Event } from '@tessera/shared/schemas/event'
import { eventPayload } from './event-payload'
import type { EventValues, VenueDraft } from './event-values'
import { compareFields } from './field-targets'

/** Something wrong with a field of the form: the field (API name or path) and a stable code. */
export type FormIssue = { field: string; code: ErrorCode; values?: Record<string, unknown> }

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
export function eventIssues(
  values: EventValues,
  event: Event,
  role: RoleName,
  now: Date,
): FormIssue[] {
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
  issues.push(...rules, ...coordinateIssues(values.venues))
  const seen = new Set<string>()
  return issues
    .filter((issue) => !seen.has(issue.field) && Boolean(seen.add(issue.field)))
    .sort((a, b) => compareFields(a.field, b.field))
}
