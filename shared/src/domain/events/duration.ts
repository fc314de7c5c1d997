import type { TimeUnit } from './constants.js'

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step)

/**
 * Duration choices of the Add Event form (spec "events" §9): minutes 15 to 90 by 15, hours 1 to 12
 * by half an hour, days 1 to 7.
 */
export const DURATION_OPTIONS: Record<TimeUnit, readonly number[]> = {
  m: range(15, 90, 15),
  h: range(1, 12, 0.5),
  d: range(1, 7, 1),
}

const UNIT_MS: Record<TimeUnit, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 }

export type DurationIssue = 'required' | 'invalid_duration'

/** Whether a duration is missing or 0 (spec "events" §5) or not one of the options of its unit. */
export function durationIssue(
  duration: number | null | undefined,
  unit: TimeUnit | null | undefined,
): DurationIssue | null {
  if (duration === null || duration === undefined || duration === 0 || !unit) return 'required'
  return DURATION_OPTIONS[unit].includes(duration) ? null : 'invalid_duration'
}

/** End of an event that starts at `start` and lasts `duration` `unit`s (end = start + duration). */
export function endFromDuration(start: Date, duration: number, unit: TimeUnit): Date {
  return new Date(start.getTime() + duration * UNIT_MS[unit])
}
