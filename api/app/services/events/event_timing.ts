import { durationIssue, endFromDuration } from '@tessera/shared/domain/events/duration'
import type { Issue } from '@tessera/shared/domain/events/issues'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import type { EventDraft } from '#services/events/event_draft'

type DateChanges = {
  start_at?: string
  end_at?: string
  duration?: number | null
  timeunit?: string
}

/**
 * Resolves the dates of a draft from the request: given date-times are read in the event's time
 * zone; when the end is not given but the start or the duration changed, the end follows from the
 * duration (spec "events" §2 Add Event: "end equals start plus duration").
 */
export function resolveDates(
  draft: EventDraft,
  changes: DateChanges,
): { draft: EventDraft; issues: Issue<'invalid_date'>[] } {
  const issues: Issue<'invalid_date'>[] = []
  const zone = draft.timezone ?? 'UTC'
  const next = { ...draft }
  if (changes.start_at !== undefined) {
    next.start_at = parseEventDateTime(changes.start_at, zone)
    if (!next.start_at) issues.push({ field: 'start_at', code: 'invalid_date' })
  }
  if (changes.end_at !== undefined) {
    next.end_at = parseEventDateTime(changes.end_at, zone)
    if (!next.end_at) issues.push({ field: 'end_at', code: 'invalid_date' })
  } else {
    const retimed =
      changes.start_at !== undefined ||
      changes.duration !== undefined ||
      changes.timeunit !== undefined
    if (retimed && next.start_at && !durationIssue(next.duration, next.timeunit)) {
      next.end_at = endFromDuration(next.start_at, next.duration!, next.timeunit!)
    }
  }
  return { draft: next, issues }
}
