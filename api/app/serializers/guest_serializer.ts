import { paymentState } from '@tessera/shared/domain/guests/guest-states'
import {
  dataDocument,
  type DataDocument,
  type PageMeta,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type { OrderStatus } from '@tessera/shared/public/booking'
import type { Guest, GuestCounts } from '@tessera/shared/schemas/guest'
import type { Row } from '#lib/direct_reads'
import { instantOf } from '#services/public/public_event_rows'

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** The payment state of a row carrying its order's `order_status`, `total_cents`, `refunded_cents`. */
export function rowPaymentState(row: Row) {
  return paymentState({
    status: row.order_status as OrderStatus,
    total_cents: Number(row.total_cents),
    refunded_cents: Number(row.refunded_cents),
  })
}

/** The guest's status: an expired hold's attendees (stored `cancelled`) are `expired`. */
const guestStatus = (row: Row): Guest['status'] =>
  row.order_status === 'expired' && row.status === 'cancelled'
    ? 'expired'
    : (row.status as Guest['status'])

/** One attendee of the guest list (a row of `GUEST_COLUMNS`) as the shared `Guest`. */
export function guestOf(row: Row): Guest {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    phone_number: text(row.phone_number),
    special_requirements: text(row.special_requirements),
    attendance_type: text(row.attendance_type) as Guest['attendance_type'],
    event_ticket_id: String(row.event_ticket_id),
    ticket_name: String(row.ticket_name),
    quantity: Number(row.quantity),
    checked_in_qty: Number(row.checked_in_qty),
    status: guestStatus(row),
    order_id: String(row.order_id),
    booking_number: String(row.hash_code),
    payment_state: rowPaymentState(row),
    created_at: instantOf(row.created_at).toISOString(),
  }
}

function serializeGuest(row: Row): ResourceObject {
  const { id, ...attributes } = guestOf(row)
  return { type: 'attendees', id, attributes }
}

/** A page of the guest list with `meta.page` and `meta.counts` (expected and checked-in units). */
export function guestListDocument(rows: Row[], page: PageMeta, counts: GuestCounts): DataDocument {
  return dataDocument(rows.map(serializeGuest), { meta: { page, counts } })
}
