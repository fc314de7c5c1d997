import { readBooking } from '@tessera/shared/public/booking'
import type { Locale } from '@tessera/shared/i18n/locales'
import type { OrderInput } from '@tessera/shared/schemas/order'
import { MEDIA_TYPE, send } from '../api'

/** `POST /orders` with the attempt's `Idempotency-Key` (a retry of the same attempt reuses it). */
export async function postOrder(base: string, order: OrderInput, key: string, locale: Locale) {
  const document = await send(`${base}/orders`, {
    method: 'POST',
    headers: {
      Accept: MEDIA_TYPE,
      'Accept-Language': locale,
      'Content-Type': MEDIA_TYPE,
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ data: { type: 'orders', attributes: order } }),
  })
  return readBooking(document)
}

/** `GET /public/bookings/{hash}?token=…`: the booking as it is now (after a checkout). */
export async function getBooking(base: string, bookingUrl: string, hashCode: string) {
  const token = new URL(bookingUrl).searchParams.get('token') ?? ''
  const document = await send(
    `${base}/public/bookings/${encodeURIComponent(hashCode)}?token=${encodeURIComponent(token)}`,
    { headers: { Accept: MEDIA_TYPE } },
  )
  return readBooking(document)
}

/**
 * `POST /public/bookings/{hash}/release?token=…`: lets the buyer's own hold go, to start again
 * (the booking link's token proves it is theirs). Answers the booking as it is now.
 */
export async function releaseBooking(base: string, bookingUrl: string, hashCode: string) {
  const token = new URL(bookingUrl).searchParams.get('token') ?? ''
  const document = await send(
    `${base}/public/bookings/${encodeURIComponent(hashCode)}/release?token=${encodeURIComponent(token)}`,
    { method: 'POST', headers: { Accept: MEDIA_TYPE } },
  )
  return readBooking(document)
}
