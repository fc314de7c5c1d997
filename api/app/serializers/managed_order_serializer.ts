import { fromCents } from '@tessera/shared/domain/fees/money'
import {
  dataDocument,
  type DataDocument,
  type PageMeta,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type { OrderStatus } from '@tessera/shared/public/booking'
import type { ManagedOrder } from '@tessera/shared/schemas/guest'
import type { Row } from '#lib/direct_reads'
import { rowPaymentState } from '#serializers/guest_serializer'
import { instantOf } from '#services/public/public_event_rows'

const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : instantOf(value).toISOString()

/** An order row (with `event_name`) and its lines as the shared `ManagedOrder`. */
export function managedOrderOf(row: Row, lines: Row[]): ManagedOrder {
  return {
    id: String(row.id),
    hash_code: String(row.hash_code),
    status: row.status as OrderStatus,
    payment_state: rowPaymentState({ ...row, order_status: row.status }),
    event_id: String(row.event_id),
    event_name: String(row.event_name),
    buyer_name: String(row.buyer_name),
    buyer_email: String(row.buyer_email),
    currency: String(row.currency),
    total: fromCents(Number(row.total_cents)),
    refunded: fromCents(Number(row.refunded_cents)),
    quantity: Number(row.quantity),
    lines: lines.map((line) => ({
      ticket_name: String(line.ticket_name),
      quantity: Number(line.quantity),
      unit_price: fromCents(Number(line.final_unit_cents)),
    })),
    payment_provider: (row.payment_provider as string | null) ?? null,
    payment_reference: (row.payment_reference as string | null) ?? null,
    created_at: instantOf(row.created_at).toISOString(),
    paid_at: isoOrNull(row.paid_at),
    cancelled_at: isoOrNull(row.cancelled_at),
  }
}

function serializeManagedOrder({ id, ...attributes }: ManagedOrder): ResourceObject {
  return { type: 'orders', id, attributes }
}

/** One order, or a page of the bookings list with `meta.page`. */
export function managedOrderDocument(
  orders: ManagedOrder | ManagedOrder[],
  page?: PageMeta,
): DataDocument {
  return Array.isArray(orders)
    ? dataDocument(orders.map(serializeManagedOrder), { meta: { page } })
    : dataDocument(serializeManagedOrder(orders))
}
