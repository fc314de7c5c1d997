import { applyEventTypeEffects } from '@tessera/shared/domain/events/event-type'
import type { Issue } from '@tessera/shared/domain/events/issues'
import { validateEvent, type EventCheck } from '@tessera/shared/domain/events/validate-event'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import ApiError, { type ApiErrorItem } from '#exceptions/api_error'
import type { EventDraft } from '#services/events/event_draft'

const RELATIONSHIPS = new Set(['tags', 'venues', 'category'])

/** A rule's issue as an error item; relationships point at `/data/relationships/<name>`. */
export function issueItem(issue: Issue<ErrorCode>): ApiErrorItem {
  const values = issue.values
  return RELATIONSHIPS.has(issue.field)
    ? { code: issue.code, pointer: `/data/relationships/${issue.field}`, values }
    : { code: issue.code, field: issue.field, values }
}

/** Refuses the request with every issue (422) when there is any. */
export function refuseIssues(issues: Issue<ErrorCode>[], status = 422): void {
  if (issues.length) throw new ApiError(status, issues.map(issueItem))
}

/** What the rules need besides the draft: the event's venues and tags as they will be saved. */
export type EventSurroundings = { venueAddresses: (string | null)[]; tagCount: number }

/**
 * Applies the event-type effects and the rules (spec "events" §4, §5) to a draft; returns the
 * draft as it will be saved, or refuses the request with every issue found.
 */
export function checkedDraft(
  draft: EventDraft,
  surroundings: EventSurroundings,
  check: EventCheck,
): EventDraft {
  const effected = applyEventTypeEffects(draft)
  refuseIssues(
    validateEvent(
      {
        ...effected,
        venue_addresses: surroundings.venueAddresses,
        tag_count: surroundings.tagCount,
      },
      check,
    ),
  )
  return effected
}
