import { UNLIMITED, type EventType } from './constants.js'

/**
 * What each event type shows and implies (spec "events" §4 "Event type effects"): virtual shows the
 * unlimited-participants switch and the link; hybrid the link and the venue; physical and hybrid
 * the venue map and address; tba hides capacity.
 */
export const showsVirtualLink = (type: EventType) => type === 'virtual' || type === 'hybrid'
export const needsAddress = (type: EventType) => type === 'physical' || type === 'hybrid'
export const showsUnlimitedSwitch = (type: EventType) => type === 'virtual'
export const showsCapacity = (type: EventType) => type !== 'tba'

type Attendance = {
  event_type: EventType
  total_capacity?: number | null
  unlimited_attendees?: boolean | null
}

/**
 * Whether the event admits everyone: tba always; virtual when the unlimited switch is on (or, when
 * the switch is not given, when the capacity is -1: "when capacity is -1 the event loads as unlimited").
 */
export function isUnlimitedAttendance(event: Attendance): boolean {
  if (event.event_type === 'tba') return true
  if (event.event_type !== 'virtual') return false
  return event.unlimited_attendees ?? event.total_capacity === UNLIMITED
}

type Effected = Attendance & { virtual_link?: string | null }

/**
 * Applies the type's effects: physical drops the virtual link; tba, or virtual with unlimited
 * attendees, sets the capacity to -1. The switch itself is not stored (it is `capacity === -1`).
 */
export function applyEventTypeEffects<T extends Effected>(
  event: T,
): Omit<T, 'unlimited_attendees'> {
  const { unlimited_attendees: _switch, ...rest } = event
  const result: Omit<T, 'unlimited_attendees'> & Effected = { ...rest }
  if (event.event_type === 'physical') result.virtual_link = null
  if (isUnlimitedAttendance(event)) result.total_capacity = UNLIMITED
  else if (
    event.event_type === 'virtual' &&
    event.unlimited_attendees === false &&
    event.total_capacity === UNLIMITED
  ) {
    // Switched off without a capacity: the capacity is asked for (validation reports it missing).
    result.total_capacity = null
  }
  return result
}
