/**
 * Event date-times (docs/API.md): clients send `YYYY-MM-DD HH:mm:ss` as a wall time in the event's
 * time zone (or ISO 8601 with an offset); the API stores instants. Pure, Intl-based, no clock.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/

type Parts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

function readParts(instant: Date, timeZone: string): Readonly<Parts> {
  const values: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour! % 24,
    minute: values.minute!,
    second: values.second!,
  }
}

/**
 * Parts already read, by second and zone: `formatToParts` is the costly step, and a server answers
 * the same events' dates again and again. Emptied when full.
 */
const known = new Map<string, Readonly<Parts>>()
const MAX_KNOWN = 10_000

/** The wall-clock parts of `instant` in `timeZone`. */
export function wallParts(instant: Date, timeZone: string): Readonly<Parts> {
  const key = `${Math.floor(instant.getTime() / 1000)} ${timeZone}`
  let parts = known.get(key)
  if (!parts) {
    parts = readParts(instant, timeZone)
    if (known.size >= MAX_KNOWN) known.clear()
    known.set(key, parts)
  }
  return parts
}

function partsToUtcMs(parts: Parts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
}

/** The offset of `timeZone` from UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000
  return partsToUtcMs(wallParts(new Date(seconds), timeZone)) - seconds
}

/**
 * The instant a wall time in `timeZone` names. In a spring-forward gap it moves forward by the
 * gap; in a fall-back overlap it is the earlier of the two instants.
 */
export function zonedTimeToInstant(parts: Parts, timeZone: string): Date {
  const asUtc = partsToUtcMs(parts)
  const halfDay = 12 * 3600 * 1000
  // Offsets change at most a few times a year, so those half a day away bracket any transition.
  const before = asUtc - zoneOffsetMs(new Date(asUtc - halfDay), timeZone)
  const after = asUtc - zoneOffsetMs(new Date(asUtc + halfDay), timeZone)
  const names = (candidate: number) =>
    candidate + zoneOffsetMs(new Date(candidate), timeZone) === asUtc
  const valid = [before, after].filter(names)
  return new Date(valid.length ? Math.min(...valid) : before)
}

/**
 * Parses an event date-time: a wall time (`YYYY-MM-DD HH:mm[:ss]`) in `timeZone`, or ISO 8601
 * with an explicit offset. `null` when it is neither, or names a day or time that does not exist.
 */
export function parseEventDateTime(value: string, timeZone: string): Date | null {
  const text = value.trim()
  const match = WALL_TIME.exec(text)
  if (match) {
    const [year, month, day, hour, minute, second] = match
      .slice(1)
      .map((n) => Number(n ?? 0)) as number[]
    const parts = {
      year: year!,
      month: month!,
      day: day!,
      hour: hour!,
      minute: minute!,
      second: second!,
    }
    const check = new Date(partsToUtcMs(parts))
    if (
      check.getUTCFullYear() !== parts.year ||
      check.getUTCMonth() + 1 !== parts.month ||
      check.getUTCDate() !== parts.day ||
      parts.hour > 23 ||
      parts.minute > 59 ||
      parts.second > 59
    ) {
      return null
    }
    return zonedTimeToInstant(parts, timeZone)
  }
  if (WITH_OFFSET.test(text)) {
    const instant = new Date(text)
    return Number.isNaN(instant.getTime()) ? null : instant
  }
  return null
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The calendar day of `instant` in `timeZone`, as `YYYY-MM-DD` (comparable as text). */
export function calendarDay(instant: Date, timeZone: string): string {
  const p = wallParts(instant, timeZone)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}

/** `instant` as a wall time in `timeZone`: `YYYY-MM-DD HH:mm:ss` (what forms send). */
export function formatWallTime(instant: Date, timeZone: string): string {
  const p = wallParts(instant, timeZone)
  return `${calendarDay(instant, timeZone)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
}

/** The calendar day of an instant in a zone, as the instants it starts and ends (ms, end exclusive). */
export type DayBounds = { readonly start: number; readonly end: number }

/** The last day asked for in each zone: an order, a page, a cache asks for today again and again. */
const lastDays = new Map<string, DayBounds>()

/** The bounds of the day `instant` falls on in `timeZone` (a day of 23 or 25 hours included). */
export function dayBounds(instant: Date, timeZone: string): DayBounds {
  const known = lastDays.get(timeZone)
  const time = instant.getTime()
  if (known && time >= known.start && time < known.end) return known
  const bounds = computedDayBounds(instant, timeZone)
  if (lastDays.size >= 1000) lastDays.clear()
  lastDays.set(timeZone, bounds)
  return bounds
}

function computedDayBounds(instant: Date, timeZone: string): DayBounds {
  const { year, month, day } = wallParts(instant, timeZone)
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  const midnight = { hour: 0, minute: 0, second: 0 }
  return {
    start: zonedTimeToInstant({ year, month, day, ...midnight }, timeZone).getTime(),
    end: zonedTimeToInstant(
      {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        ...midnight,
      },
      timeZone,
    ).getTime(),
  }
}

const QUARTER_HOUR = 15 * 60 * 1000
const offsets = new Map<string, number>()

/**
 * `zoneOffsetMs`, remembered per zone and quarter hour (zones change offset on quarter-hour
 * instants): the offset is kept only when it is the same at both ends of the quarter, so a
 * quarter with a transition is always computed. The map is emptied when it grows past 10,000.
 */
function quarterOffsetMs(instant: Date, timeZone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR)
  const key = `${timeZone} ${quarter}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const start = zoneOffsetMs(new Date(quarter * QUARTER_HOUR), timeZone)
  const end = zoneOffsetMs(new Date((quarter + 1) * QUARTER_HOUR - 1000), timeZone)
  if (start !== end) return zoneOffsetMs(instant, timeZone)
  if (offsets.size >= 10_000) offsets.clear()
  offsets.set(key, start)
  return start
}

/** `instant` as ISO 8601 with the offset `timeZone` has then: `2027-05-14T10:00:00.000+03:00`. */
export function isoInZone(instant: Date, timeZone: string): string {
  const offset = quarterOffsetMs(instant, timeZone)
  const local = new Date(instant.getTime() + offset).toISOString().slice(0, -1)
  const minutes = Math.abs(offset) / 60_000
  const sign = offset < 0 ? '-' : '+'
  return `${local}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}
