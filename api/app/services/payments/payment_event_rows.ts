import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlInstant } from '#lib/utc_date_time'
import type { ProviderName } from '#services/payments/payment_provider'

/** What Tessera did with a provider event, as `payment_events.kind` keeps it. */
export type RecordedKind =
  | 'paid'
  | 'late_paid_revived'
  | 'late_paid_refund_due'
  | 'expired'
  | 'refunded'
  | 'ignored'
  | 'refund'

export type PaymentEventRow = {
  provider: ProviderName
  eventId: string
  kind: RecordedKind
  orderId: number | null
  amountCents: number | null
  at: Date
}

/**
 * Inserts the event unless its (provider, event id) is already there: true when this call
 * inserted it. On PostgreSQL a concurrent insert of the same id waits here for the other
 * transaction and then finds it, so two deliveries of one event never both apply it.
 */
export async function insertPaymentEvent(
  trx: TransactionClientContract,
  row: PaymentEventRow,
): Promise<boolean> {
  const inserted = await trx
    .knexQuery()
    .table('payment_events')
    .insert({
      provider: row.provider,
      event_id: row.eventId,
      kind: row.kind,
      order_id: row.orderId,
      amount_cents: row.amountCents,
      created_at: sqlInstant(trx, row.at),
    })
    .onConflict(['provider', 'event_id'])
    .ignore()
    .returning('id')
  return inserted.length > 0
}

/**
 * A refund Tessera made through a provider: its record (kind `refund`, once by the provider's
 * refund id) and `orders.refunded_cents`, in the caller's transaction. A refund already recorded
 * changes nothing.
 */
export async function recordRefund(
  trx: TransactionClientContract,
  refund: { provider: ProviderName; id: string; orderId: number; amountCents: number; at: Date },
): Promise<void> {
  const { provider, id, orderId, amountCents, at } = refund
  const row = { provider, eventId: id, kind: 'refund' as const, orderId, amountCents, at }
  if (!(await insertPaymentEvent(trx, row))) return
  await trx.rawQuery(
    'update orders set refunded_cents = refunded_cents + ?, updated_at = ? where id = ?',
    [amountCents, sqlInstant(trx, at), orderId],
  )
}

export async function setPaymentEventKind(
  trx: TransactionClientContract,
  provider: ProviderName,
  eventId: string,
  kind: RecordedKind,
): Promise<void> {
  await trx.from('payment_events').where({ provider, event_id: eventId }).update({ kind })
}

/** A late payment recorded as owing a refund, with no refund recorded for its order yet. */
export async function refundStillDue(
  trx: TransactionClientContract,
  provider: ProviderName,
  eventId: string,
): Promise<boolean> {
  const row = await trx
    .from('payment_events as due')
    .where({
      'due.provider': provider,
      'due.event_id': eventId,
      'due.kind': 'late_paid_refund_due',
    })
    .whereNotExists((query) =>
      query
        .from('payment_events as done')
        .whereColumn('done.order_id', 'due.order_id')
        .where('done.kind', 'refund'),
    )
    .select('due.id')
    .first()
  return Boolean(row)
}
