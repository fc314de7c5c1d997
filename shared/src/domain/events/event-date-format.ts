/**
 * How event dates read (spec "events" §9 "ddd, DD MMM YY"): "Sat, 21 Nov 26" and a 24-hour "18:30",
 * in `locale` and `timeZone` (undefined: the runtime's own zone). One place for the management
 * screens and the public page.
 */
export function eventDateFormat(locale: string, timeZone: string | undefined) {
  const key = `${locale}|${timeZone ?? ''}`
  let format = formats.get(key)
  if (!format) {
    if (formats.size >= MEMO_LIMIT) formats.clear()
    format = newEventDateFormat(locale, timeZone)
    formats.set(key, format)
  }
  return format
}

/**
 * Making an `Intl.DateTimeFormat` costs far more than using one (about a fifth of a millisecond,
 * on the order path once per confirmation e-mail): formats and zone checks are kept per locale and
 * zone, a few hundred at most.
 */
const MEMO_LIMIT = 1000
const formats = new Map<string, ReturnType<typeof newEventDateFormat>>()
const zones = new Map<string, boolean>()

function newEventDateFormat(locale: string, timeZone: string | undefined) {
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: '2-digit',
    timeZone,
  })
  const timeFormat = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
  return {
    day(instant: Date): string {
      const parts = Object.fromEntries(
        dayFormat.formatToParts(instant).map((part) => [part.type, part.value]),
      )
      return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`
    },
    time: (instant: Date): string => timeFormat.format(instant),
  }
}

/** `timeZone` when the runtime knows it, else undefined (a bad zone must not break a screen). */
export function knownTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined
  let known = zones.get(timeZone)
  if (known === undefined) {
    if (zones.size >= MEMO_LIMIT) zones.clear()
    known = isTimeZone(timeZone)
    zones.set(timeZone, known)
  }
  return known ? timeZone : undefined
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}
