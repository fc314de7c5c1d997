import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed webhook may be (docs/ARCHITECTURE.md "Payments"). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/**
 * The `t=…,v1=…` signature header real providers use (Stripe's scheme): HMAC-SHA256 over
 * `{t}.{raw body}` with the endpoint's secret, `t` in Unix seconds.
 */
export function signWebhook(
  secret: string,
  rawBody: Buffer | string,
  at: Date = new Date(),
): string {
  const t = Math.floor(at.getTime() / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex')
  return `t=${t},v1=${v1}`
}

/** True when `header` signs `rawBody` with `secret` within the tolerance of `now`. */
export function isValidWebhookSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!header || header.length > 1024) return false
  const parts = new Map<string, string[]>()
  for (const part of header.split(',')) {
    const [name, value] = part.split('=', 2)
    if (!name || !value) continue
    parts.set(name.trim(), [...(parts.get(name.trim()) ?? []), value.trim()])
  }
  const t = Number(parts.get('t')?.[0])
  if (!Number.isInteger(t)) return false
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return false
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest()
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
