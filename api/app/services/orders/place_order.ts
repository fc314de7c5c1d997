import ApiError from '#exceptions/api_error'
import { inDirectTransaction } from '#lib/direct_transaction'
import { requestHash, type StoredAnswer } from '#services/orders/idempotency'
import { attempt, type OrderAnswer, type OrderRequest } from '#services/orders/order_attempt'
import { openCheckout } from '#services/orders/order_checkout'
import { orderWriter } from '#services/orders/order_writer'

export type { OrderAnswer, OrderRequest }

/** How long a replay waits for the first request of its key to open its checkout. */
const REPLAY_WAIT_MS = 20_000
const REPLAY_POLL_MS = 50

/** A key already used: its answer, 409 for another body, or null while its checkout opens. */
function replay(stored: StoredAnswer, hash: string): OrderAnswer | null {
  if (stored.requestHash && stored.requestHash !== hash) {
    throw ApiError.conflict('idempotency_mismatch')
  }
  if (stored.status === 503) throw new ApiError(503, { code: 'payment_unavailable' })
  return stored.status === 0 ? null : { status: stored.status, body: stored.body }
}

/**
 * `POST /orders` (docs/API.md "Public", docs/ARCHITECTURE.md "Orders"): books a published event in
 * one transaction; a paid order then opens its checkout. A key used before answers what its first
 * request answered.
 */
export default class PlaceOrder {
  static async handle(request: OrderRequest): Promise<OrderAnswer> {
    const hash = requestHash([request.input, request.locale])
    for (let waited = 0; waited <= REPLAY_WAIT_MS; waited += REPLAY_POLL_MS) {
      const writer = orderWriter()
      const outcome = writer
        ? await writer.attempt(request, hash)
        : await inDirectTransaction((sql) => attempt(sql, request, hash))
      if ('answer' in outcome) {
        return outcome.pending ? openCheckout(outcome.pending, request.now) : outcome.answer
      }
      const answer = replay(outcome.taken, hash)
      if (answer) return answer
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS))
    }
    throw ApiError.conflict('conflict')
  }
}
