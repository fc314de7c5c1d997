import type { BookingIssue } from '@tessera/shared/domain/booking/booking-facts'
import type { ParsedOrderInput } from '@tessera/shared/schemas/order'
import ApiError from '#exceptions/api_error'
import type { StockRefusal } from '#services/orders/order_stock'

/**
 * The rules' findings that are about the state of the stock or the sale, not the request: when
 * they are all there is, the answer is 409 (as the guarded statements answer), else 422 with every
 * finding (docs/API.md "POST /orders").
 */
const STATE_CODES: ReadonlySet<string> = new Set(['sold_out', 'sale_not_open', 'capacity_reached'])

export function issuesError(issues: readonly BookingIssue[]): ApiError {
  const status = issues.every((issue) => STATE_CODES.has(issue.code)) ? 409 : 422
  return new ApiError(
    status,
    issues.map((issue) => ({ code: issue.code, pointer: issue.pointer, values: issue.values })),
  )
}

/** A guarded statement's refusal, at the first line that asked for the ticket. */
export function stockError(refusal: StockRefusal, order: ParsedOrderInput): ApiError {
  if (refusal.code === 'capacity_reached') {
    return new ApiError(409, { code: 'capacity_reached', pointer: '/data/attributes/lines' })
  }
  const line = order.lines.findIndex(
    (candidate) => Number(candidate.event_ticket_id) === refusal.eventTicketId,
  )
  return new ApiError(409, {
    code: 'sold_out',
    pointer: `/data/attributes/lines/${Math.max(0, line)}/quantity`,
  })
}
