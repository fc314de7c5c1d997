import { isAbsolute } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'

/**
 * Where outgoing mail goes: SMTP when SMTP_HOST is set, otherwise `.eml` files under tmp/mail that
 * the dev mail page (/dev/mail) lists.
 */
export type MailTransportConfig =
  | {
      kind: 'smtp'
      host: string
      port: number
      secure: boolean
      auth?: { user: string; pass: string }
    }
  | { kind: 'file'; directory: string }

/** How the worker claims and retries outbox rows (docs/ARCHITECTURE.md, "Mail"). */
export type DeliveryPolicy = {
  /** Rows claimed per round trip to the database. */
  batchSize: number
  /** How long a claim holds a row; a worker that dies mid-send loses its claim after this. */
  leaseSeconds: number
  /** Failed sends before a row is given up as `failed`. */
  maxAttempts: number
  /** Delay after the first failure, doubled after each further one, up to the cap. */
  backoffBaseSeconds: number
  backoffCapSeconds: number
}

/** Where the file transport writes `.eml` files: MAIL_DIR (relative to the app root) or tmp/mail. */
function mailDirectory(): string {
  const configured = env.get('MAIL_DIR')
  if (!configured) return app.tmpPath('mail')
  return isAbsolute(configured) ? configured : app.makePath(configured)
}

function transportFromEnv(): MailTransportConfig {
  const host = env.get('SMTP_HOST')
  if (!host) return { kind: 'file', directory: mailDirectory() }
  const port = env.get('SMTP_PORT') ?? 587
  const user = env.get('SMTP_USER')
  return {
    kind: 'smtp',
    host,
    port,
    secure: env.get('SMTP_SECURE') ?? port === 465,
    auth: user ? { user, pass: env.get('SMTP_PASSWORD') ?? '' } : undefined,
  }
}

/** The folder the dev mail page reads, or null where the page must not exist (production, SMTP). */
export function devMailDirectory(
  transport: MailTransportConfig,
  inProduction: boolean,
): string | null {
  return transport.kind === 'file' && !inProduction ? transport.directory : null
}

const mailConfig = {
  from: env.get('MAIL_FROM') ?? 'Tessera <no-reply@tessera.test>',
  transport: transportFromEnv(),
  /** The HTTP server runs the worker unless MAIL_WORKER=false (tests deliver with `drain()`). */
  workerEnabled: env.get('MAIL_WORKER') ?? true,
  /** The worker also wakes right after a transaction that enqueued mail commits. */
  pollIntervalMs: 2_000,
  policy: {
    batchSize: 10,
    leaseSeconds: env.get('MAIL_LEASE_SECONDS') ?? 300,
    maxAttempts: 10,
    backoffBaseSeconds: 15,
    backoffCapSeconds: 1_800,
  } satisfies DeliveryPolicy,
}

export default mailConfig
