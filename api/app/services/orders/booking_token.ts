import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { appKey, appUrl } from '#config/app'
import { routePath } from '@tessera/shared/routing/routes'

const key = Buffer.from(hkdfSync('sha256', appKey.release(), '', 'tessera booking link', 32))

/**
 * The secret of a booking's link (docs/API.md `GET /public/bookings/{hash_code}?token=…`): an HMAC of
 * the booking number under a key derived from APP_KEY. Nothing is stored, so the link can be sent
 * again at any time; rotating APP_KEY invalidates every link.
 */
export function bookingToken(hashCode: string): string {
  return createHmac('sha256', key).update(`booking:${hashCode}`).digest('base64url')
}

export function isBookingToken(hashCode: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 64) return false
  const expected = Buffer.from(bookingToken(hashCode))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The last link made: a new order's answer and its confirmation e-mail both carry it. */
let lastLink = { hashCode: '', url: '' }

/** The booking page with its secret: `{APP_URL}/booking/{hash_code}?token=…`. */
export function bookingUrl(hashCode: string): string {
  if (lastLink.hashCode !== hashCode) {
    const path = routePath('publicBooking', { code: hashCode })
    lastLink = { hashCode, url: `${appUrl}${path}?token=${bookingToken(hashCode)}` }
  }
  return lastLink.url
}
