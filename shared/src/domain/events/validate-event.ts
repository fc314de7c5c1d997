import { SUMMARY_MAX_LENGTH, type EventType, type TimeUnit } from './constants.js'
import { durationIssue } from './duration.js'
import { isUnlimitedAttendance, needsAddress, showsVirtualLink } from './event-type.js'
import type { Issue } from './issues.js'
import { calendarDay } from './time.js'

export type EventIssueCode =
  | 'required'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'address_required'
  | 'end_before_start'
  | 'date_before_today'
  | 'invalid_duration'

export type EventIssue = Issue<EventIssueCode>

/** The facts of an event the rules look at: the saved event with the requested changes applied. */
export type EventFacts = {
  name?: string | null
  description?: string | null
  event_type: EventType
  total_capacity?: number | null
  unlimited_attendees?: boolean | null
  virtual_link?: string | null
  /** `address_name` of each venue the event has. */
  venue_addresses: readonly (string | null)[]
  multiple_addresses?: boolean
  timezone?: string | null
  start_at?: Date | null
  end_at?: Date | null
  duration?: number | null
  timeunit?: TimeUnit | null
  tag_count: number
}

/**
 * `create`: the Add Event form (name, summary, timezone, begin, duration, category, tags); the
 * start may not be before today and at least one tag is needed. `update`: the Edit Event form,
 * which also has the link and the venue, so where the event happens is checked too.
 */
export type EventCheck = { mode: 'create' | 'update'; now: Date }

const blank = (value: string | null | undefined) => !value || value.trim() === ''

function textIssues(event: EventFacts): EventIssue[] {
  const issues: EventIssue[] = []
  if (blank(event.name)) issues.push({ field: 'name', code: 'required' })
  const summary = event.description ?? ''
  if (summary.length > SUMMARY_MAX_LENGTH) {
    issues.push({ field: 'description', code: 'too_long', values: { max: SUMMARY_MAX_LENGTH } })
  } else if (blank(summary) && !isUnlimitedAttendance(event)) {
    issues.push({ field: 'description', code: 'required' })
  }
  return issues
}

/** Attendance (capacity) is required and at least 0 unless tba or virtual unlimited (-1). */
function attendanceIssues(event: EventFacts): EventIssue[] {
  if (isUnlimitedAttendance(event)) return []
  const capacity = event.total_capacity
  if (capacity === null || capacity === undefined)
    return [{ field: 'total_capacity', code: 'required' }]
  if (capacity < 0) return [{ field: 'total_capacity', code: 'too_small', values: { min: 0 } }]
  return []
}

/** Link for virtual and hybrid, address for physical and hybrid; one venue unless multiple addresses. */
function whereIssues(event: EventFacts): EventIssue[] {
  const issues: EventIssue[] = []
  if (showsVirtualLink(event.event_type) && blank(event.virtual_link)) {
    issues.push({ field: 'virtual_link', code: 'required' })
  }
  if (needsAddress(event.event_type) && !event.venue_addresses.some((address) => !blank(address))) {
    issues.push({ field: 'venues', code: 'address_required' })
  }
  if (!event.multiple_addresses && event.venue_addresses.length > 1) {
    issues.push({ field: 'venues', code: 'too_big', values: { max: 1 } })
  }
  return issues
}

function timingIssues(event: EventFacts, check: EventCheck): EventIssue[] {
  const issues: EventIssue[] = []
  if (blank(event.timezone)) issues.push({ field: 'timezone', code: 'required' })
  if (!event.start_at) issues.push({ field: 'start_at', code: 'required' })
  if (!event.end_at) issues.push({ field: 'end_at', code: 'required' })
  if (event.start_at && event.end_at && event.end_at < event.start_at) {
    issues.push({ field: 'end_at', code: 'end_before_start' })
  }
  const duration = durationIssue(event.duration, event.timeunit)
  if (duration) issues.push({ field: 'duration', code: duration })
  if (check.mode === 'create' && event.start_at && !blank(event.timezone)) {
    issues.push(...startIssues(event.start_at, event.timezone!, check.now))
  }
  return issues
}

/** The start may not be before today, "today" being the day in the event's time zone. */
export function startIssues(start: Date, timezone: string, now: Date): EventIssue[] {
  return calendarDay(start, timezone) < calendarDay(now, timezone)
    ? [{ field: 'start_at', code: 'date_before_today' }]
    : []
}

/**
 * The rules of an event (spec "events" §5 "Event"). Returns every issue found (empty: valid).
 * Apply `applyEventTypeEffects` first: the rules judge the event as it will be saved.
 */
export function validateEvent(event: EventFacts, check: EventCheck): EventIssue[] {
  const issues = [...textIssues(event), ...attendanceIssues(event), ...timingIssues(event, check)]
  if (check.mode === 'update') issues.push(...whereIssues(event))
  if (check.mode === 'create' && event.tag_count < 1)
    issues.push({ field: 'tags', code: 'required' })
  return issues
}
