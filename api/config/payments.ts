import env from '#start/env'

/** `PAYMENT_OPENER_ORIGINS`: a comma-separated list of origins, or `*` for any http(s) origin. */
function openerOrigins(value: string): string[] | '*' {
  if (value.trim() === '*') return '*'
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}

/**
 * Payment providers (docs/ARCHITECTURE.md "Payments"). Stripe's webhook signing secret belongs to
 * the deployment's webhook endpoint; each organizer's API secret key is theirs
 * (`users.payment_secret_encrypted`). `stripeApiUrl` points the SDK elsewhere (a loopback stand-in
 * in tests). `openerOrigins` are the pages a checkout popup may report its outcome to.
 */
export const paymentsConfig = {
  stripeWebhookSecret: env.get('STRIPE_WEBHOOK_SECRET') ?? null,
  stripeApiUrl: env.get('STRIPE_API_URL') ?? null,
  openerOrigins: openerOrigins(env.get('PAYMENT_OPENER_ORIGINS') ?? '*'),
}
