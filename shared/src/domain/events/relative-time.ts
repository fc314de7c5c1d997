/** A unit `Intl.RelativeTimeFormat` names. */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

const STEPS: [unit: RelativeUnit, seconds: number, below: number][] = [
  ['second', 1, 60],
  ['minute', 60, 60 * 60],
  ['hour', 60 * 60, 24 * 60 * 60],
  ['day', 24 * 60 * 60, 30 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60, 365 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60, Number.POSITIVE_INFINITY],
]

/**
 * How far `instant` is from `now` in the largest unit that fits, for "in 3 days" or "2 hours
 * ago" (spec "events" §2, the detail modal's "time with relative time"): a negative value is past.
 * Rounded to the nearest whole unit; months count 30 days and years 365.
 */
export function relativeTime(instant: Date, now: Date): { value: number; unit: RelativeUnit } {
  const seconds = (instant.getTime() - now.getTime()) / 1000
  const size = Math.abs(seconds)
  const [unit, unitSeconds] = STEPS.find(([, , below]) => size < below)!
  const value = Math.round(seconds / unitSeconds)
  return { value: value === 0 ? 0 : value, unit }
}
