import logger from '@adonisjs/core/services/logger'
import ApiError from '#exceptions/api_error'
import { applyPaymentEvent, type Applied } from '#services/payments/apply_payment_event'
import { refundLatePayment } from '#services/payments/late_payment_refund'
import { applyOutsideRefund } from '#services/payments/outside_refund'
import { webhookVerifier } from '#services/payments/providers'

type Headers = Record<string, string | string[] | undefined>

async function verified(
  provider: string,
  organizer: string | undefined,
  rawBody: Buffer,
  headers: Headers,
) {
  const verifier = await webhookVerifier(provider, organizer)
  if (!verifier) throw ApiError.notFound()
  try {
    const event = verifier.verify(rawBody, headers)
    return { name: verifier.name, organizerId: verifier.organizerId, event }
  } catch (error) {
    logger.info({ provider, reason: (error as Error).message }, 'refused a payment webhook')
    throw ApiError.badRequest('invalid_signature')
  }
}

/**
 * `POST /payments/{provider}/webhook[/{organizer}]` and the sandbox checkout's buttons: verify the
 * signature over the raw body (forged or older than 300 s → 400 `invalid_signature`; an unknown
 * organizer, or one without a webhook secret → 404), apply the event once (to that organizer's
 * orders only), then give back a late payment the stock could not take. A refund made at the
 * provider is `applyOutsideRefund`'s.
 */
export default class ReceiveWebhook {
  static async handle(
    provider: string,
    rawBody: Buffer,
    headers: Headers,
    at: Date = new Date(),
    organizer?: string,
  ): Promise<Applied> {
    const { name, organizerId, event } = await verified(provider, organizer, rawBody, headers)
    if (event.kind === 'refunded') return applyOutsideRefund(name, event, at, organizerId)
    const applied = await applyPaymentEvent(name, event, at, organizerId)
    if (applied.refund && applied.order) {
      await refundLatePayment(name, applied.order, applied.refund.amountCents, at)
    }
    return applied
  }
}
