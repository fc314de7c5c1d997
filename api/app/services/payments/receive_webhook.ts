import logger from '@adonisjs/core/services/logger'
import ApiError from '#exceptions/api_error'
import { applyPaymentEvent, type Applied } from '#services/payments/apply_payment_event'
import { refundLatePayment } from '#services/payments/late_payment_refund'
import { webhookVerifier } from '#services/payments/providers'

type Headers = Record<string, string | string[] | undefined>

function verified(provider: string, rawBody: Buffer, headers: Headers) {
  const verifier = webhookVerifier(provider)
  if (!verifier) throw ApiError.notFound()
  try {
    return { name: verifier.name, event: verifier.verify(rawBody, headers) }
  } catch (error) {
    logger.info({ provider, reason: (error as Error).message }, 'refused a payment webhook')
    throw ApiError.badRequest('invalid_signature')
  }
}

/**
 * `POST /payments/{provider}/webhook` and the sandbox checkout's buttons: verify the signature over
 * the raw body (forged or older than 300 s → 400 `invalid_signature`), apply the event once, then
 * give back a late payment the stock could not take.
 */
export async function receiveWebhook(
  provider: string,
  rawBody: Buffer,
  headers: Headers,
  at: Date = new Date(),
): Promise<Applied> {
  const { name, event } = verified(provider, rawBody, headers)
  const applied = await applyPaymentEvent(name, event, at)
  if (applied.refund && applied.order) {
    await refundLatePayment(name, applied.order, applied.refund.amountCents, at)
  }
  return applied
}
