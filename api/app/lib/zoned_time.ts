import { zoneOffsetMs } from '@tessera/shared/domain/events/time'
import type { DateTime } from 'luxon'

const pad = (n: number) => String(n).padStart(2, '0')

/** Names luxon reads as a fixed UTC offset (printed `Z`, not `+00:00`). */
const FIXED_OFFSET = /^(utc|gmt)([+-]\d|$)/i
/** Instants whose ISO text is the plain `YYYY-MM-DDTHH:mm:ss.sssZ` form in every zone. */
const FROM = Date.UTC(1000, 0, 2)
const UNTIL = Date.UTC(9999, 11, 30)

/**
 * `instant` in `zone` as ISO 8601 with the zone's offset: exactly luxon's
 * `instant.setZone(zone).toISO()`, about ten times cheaper once the offset at that second is known
 * (the shared `zoneOffsetMs`, one cached `Intl.DateTimeFormat` per zone, its answers kept).
 * Anything uncommon (fixed-offset names, zones Intl does not know, offsets with seconds, years
 * outside 1000–9999) is left to luxon.
 */
export function zonedIso(instant: DateTime, zone: string): string | null {
  const ms = instant.toMillis()
  if (FIXED_OFFSET.test(zone) || !(ms >= FROM && ms <= UNTIL)) return instant.setZone(zone).toISO()
  let offset: number
  try {
    offset = zoneOffsetMs(new Date(ms), zone) / 60_000
  } catch {
    return instant.setZone(zone).toISO()
  }
  if (!Number.isInteger(offset)) return instant.setZone(zone).toISO()
  const wall = new Date(ms + offset * 60_000).toISOString()
  const size = Math.abs(offset)
  return `${wall.slice(0, 23)}${offset < 0 ? '-' : '+'}${pad(Math.trunc(size / 60))}:${pad(size % 60)}`
}
