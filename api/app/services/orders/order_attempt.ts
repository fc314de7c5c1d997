import { bookingIssues } from '@tessera/shared/domain/booking/booking-rules'
import type { Locale } from '@tessera/shared/i18n/locales'
import { bookingDocument } from '@tessera/shared/public/booking'
import type { ParsedOrderInput } from '@tessera/shared/schemas/order'
import ApiError from '#exceptions/api_error'
import type { DirectStatements } from '#lib/direct_statements'
import { newHashCode } from '#lib/hash_code'
import { claimKey, recordAnswer } from '#services/orders/idempotency'
import type { StoredAnswer } from '#services/orders/idempotency'
import type { PendingOrder } from '#services/orders/order_checkout'
import { readOrderFacts, type OrderFacts } from '#services/orders/order_facts'
import { holdEnd, refuseOverHoldLimit } from '#services/orders/order_holds'
import { enqueueOrderConfirmation, type ConfirmationRow } from '#services/orders/order_confirmation'
import { issuesError, stockError } from '#services/orders/order_refusals'
import { orderRows, type OrderRows } from '#services/orders/order_rows'
import { takeStock } from '#services/orders/order_stock'
import { placedBooking } from '#services/orders/order_view'
import { insertLinesAndAttendees, insertOrder, type NewOrder } from '#services/orders/order_writes'
import { signNewTickets } from '#services/tickets/ticket_codes'

export type OrderRequest = {
  input: ParsedOrderInput
  /** The `Idempotency-Key` header. */
  key: string
  locale: Locale
  clientAddress: string | null
  /** The origin of the page that sent the order (checked), for the checkout's return page. */
  openerOrigin: string | null
  now: Date
}

export type OrderAnswer = { status: number; body: string }

export type Attempt =
  { answer: OrderAnswer; pending: PendingOrder | null } | { taken: StoredAnswer }

function newOrder(request: OrderRequest, facts: OrderFacts, rows: OrderRows): NewOrder {
  const paid = rows.totalCents > 0
  return {
    hashCode: newHashCode(),
    eventId: Number(facts.event.id),
    status: paid ? 'pending' : 'completed',
    buyerName: request.input.buyer.name,
    buyerEmail: request.input.buyer.email,
    locale: request.locale,
    currency: facts.currency,
    totalCents: rows.totalCents,
    feeCents: rows.feeCents,
    quantity: rows.quantity,
    clientAddress: request.clientAddress,
    expiresAt: paid ? holdEnd(request.now) : null,
    paidAt: paid ? null : request.now,
    at: request.now,
  }
}

function checkoutOf(
  order: NewOrder,
  id: number,
  facts: OrderFacts,
  rows: OrderRows,
  openerOrigin: string | null,
) {
  return {
    id,
    openerOrigin,
    hashCode: order.hashCode,
    eventName: facts.eventName,
    currency: order.currency,
    totalCents: order.totalCents,
    buyerEmail: order.buyerEmail,
    locale: order.locale,
    expiresAt: order.expiresAt!,
    lines: rows.lines.map((line) => ({
      ticketName: line.ticket_name,
      quantity: line.quantity,
      finalUnitCents: line.final_unit_cents,
    })),
  }
}

/** The confirmation e-mail's rows of an order just inserted, so that nothing is read back. */
function confirmationRows(
  order: NewOrder & { id: number },
  facts: OrderFacts,
  rows: OrderRows,
  ids: { lineIds: number[]; attendeeIds: number[] },
  codes: Map<number, string>,
): ConfirmationRow[] {
  return rows.attendees.map((attendee, index) => ({
    hash_code: order.hashCode,
    buyer_name: order.buyerName,
    buyer_email: order.buyerEmail,
    locale: order.locale,
    event_id: order.eventId,
    currency: order.currency,
    total_cents: order.totalCents,
    fee_cents: order.feeCents,
    event_hash_code: facts.eventHashCode,
    event_name: facts.eventName,
    start_at: facts.eventStartAt,
    timezone: facts.event.timezone,
    event_type: facts.event.event_type,
    virtual_link: facts.virtualLink,
    refund_policy: facts.refundPolicy,
    organizer_name: facts.organizerName,
    attendee_id: ids.attendeeIds[index]!,
    order_line_id: ids.lineIds[attendee.line]!,
    name: attendee.name,
    quantity: attendee.quantity,
    code: codes.get(ids.attendeeIds[index]!) ?? null,
    ticket_name: rows.lines[attendee.line]!.ticket_name,
    unit_price_cents: rows.lines[attendee.line]!.unit_price_cents,
  }))
}

/**
 * Writes the order, its lines and attendees. A free one is completed here: its attendees are
 * signed before they are inserted, each row written once with its code, and its confirmation
 * e-mail is queued from the rows just written.
 */
async function writeOrder(
  sql: DirectStatements,
  order: NewOrder,
  facts: OrderFacts,
  rows: OrderRows,
) {
  const id = await insertOrder(sql, order)
  const free = order.status === 'completed'
  const event = { eventId: order.eventId, eventHashCode: facts.eventHashCode }
  const signed = free ? await signNewTickets(sql, event, rows.attendees.length) : undefined
  const ids = await insertLinesAndAttendees(
    sql,
    { ...order, id },
    rows.lines,
    rows.attendees,
    signed,
  )
  const codes = new Map((signed ?? []).map((row) => [row.id, row.code]))
  if (free) {
    await enqueueOrderConfirmation(
      sql,
      id,
      confirmationRows({ ...order, id }, facts, rows, ids, codes),
    )
  }
  const booking = placedBooking({ ...order, id, paymentUrl: null }, rows, ids.attendeeIds, codes)
  return { id, booking, body: free ? JSON.stringify(bookingDocument(booking)) : '' }
}

/**
 * The order's transaction: the key claimed first, the booking rules, the rows, for a free order
 * its tickets and e-mail, the key's answer, and last the guarded stock statements, so the event's
 * row stays locked only from them to the commit.
 */
export async function attempt(
  sql: DirectStatements,
  request: OrderRequest,
  hash: string,
): Promise<Attempt> {
  const claim = await claimKey(sql, request.key, hash, request.now)
  if ('taken' in claim) return claim
  const facts = await readOrderFacts(sql, request.input.event_id)
  if (!facts) throw ApiError.notFound()
  const issues = bookingIssues(request.input, facts, request.now)
  if (issues.length) throw issuesError(issues)
  const rows = orderRows(request.input, facts)
  const order = newOrder(request, facts, rows)
  const { id, booking, body } = await writeOrder(sql, order, facts, rows)
  const free = order.status === 'completed'
  const keyId = await recordAnswer(sql, claim, { status: free ? 201 : 0, body, orderId: id })
  const refusal = await takeStock(sql, order.eventId, rows.lines)
  if (refusal) throw stockError(refusal, request.input)
  if (free) return { answer: { status: 201, body }, pending: null }
  const { buyerEmail: email, clientAddress: address, eventId } = order
  await refuseOverHoldLimit(sql, { eventId, email, address, at: request.now })
  const checkout = checkoutOf(order, id, facts, rows, request.openerOrigin)
  return {
    answer: { status: 0, body },
    pending: { keyId, organizerId: facts.organizerId, checkout, booking },
  }
}
