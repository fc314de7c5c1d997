import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fromCents } from '@tessera/shared/domain/fees/money'
import { isLocale } from '@tessera/shared/i18n/locales'
import { enqueueMail } from '#services/mail/outbox'
import { publicPageUrl } from '#services/public/event_calendar'

const ORDER_SQL = `select o.hash_code, o.buyer_name, o.buyer_email, o.locale, o.currency,
    o.event_id, e.hash_code as event_hash_code, e.name as event_name
  from orders o join events e on e.id = o.event_id
  where o.id = ?`

type Row = {
  hash_code: string
  buyer_name: string
  buyer_email: string
  locale: string
  currency: string
  event_id: number
  event_hash_code: string
  event_name: string
}

/** Who cancelled a booking: its buyer (self-service) or the event's organizer. */
export type CancelledBy = 'buyer' | 'organizer'

/**
 * Queues the e-mail of a cancelled booking, in the caller's transaction and the buyer's language:
 * the booking number, the event, who cancelled it, and the amount refunded (if any) in the
 * order's currency.
 */
export async function enqueueOrderCancellation(
  trx: TransactionClientContract,
  orderId: number,
  refundedCents: number | null,
  by: CancelledBy,
): Promise<void> {
  const result = await trx.rawQuery(ORDER_SQL, [orderId])
  const [order] = (Array.isArray(result) ? result : result.rows) as Row[]
  if (!order) throw new Error(`order ${orderId} does not exist`)
  const locale = isLocale(order.locale) ? order.locale : 'en'
  const refund =
    refundedCents === null
      ? null
      : new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(
          fromCents(refundedCents),
        )
  await enqueueMail(trx, {
    to: order.buyer_email,
    locale,
    template: 'order_cancellation',
    data: {
      buyerName: order.buyer_name,
      bookingNumber: order.hash_code,
      eventName: order.event_name,
      eventUrl: publicPageUrl({ id: String(order.event_id), hash_code: order.event_hash_code }),
      refund,
      byOrganizer: by === 'organizer',
    },
  })
}
