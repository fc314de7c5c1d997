/**
 * How event dates read (spec "events" §9 "ddd, DD MMM YY"): "Sat, 21 Nov 26" and a 24-hour "18:30",
 * in `locale` and `timeZone` (undefined: the runtime's own zone). One place for the management
 * screens and the public page.
 */
export function eventDateFormat(locale: string, timeZone: string | undefined) {
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
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return timeZone
  } catch {
    return undefined
  }
}
