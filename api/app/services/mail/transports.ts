import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer/index.js'
import type { MailTransportConfig } from '#config/mail'

export type OutgoingMessage = Mail.Options & { outboxId: number; date: Date }

/** Sends one message or throws; `close()` releases connections. */
export type MailTransport = {
  kind: MailTransportConfig['kind']
  send(message: OutgoingMessage): Promise<void>
  close(): void
}

/** `20250314T091502123Z-outbox-42.eml`: sortable by time, names the outbox row. */
export const EML_FILE_PATTERN = /^\d{8}T\d{9}Z-outbox-\d+\.eml$/

export function emlFileName(outboxId: number, date: Date): string {
  return `${DateTime.fromJSDate(date).toUTC().toFormat("yyyyMMdd'T'HHmmssSSS'Z'")}-outbox-${outboxId}.eml`
}

export function createMailTransport(config: MailTransportConfig): MailTransport {
  return config.kind === 'smtp' ? smtpTransport(config) : fileTransport(config.directory)
}

function smtpTransport(config: Extract<MailTransportConfig, { kind: 'smtp' }>): MailTransport {
  // Timeouts stay well under the claim lease, so a hung server fails the attempt instead of
  // letting the lease expire while the send may still complete.
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.auth,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  })
  return {
    kind: 'smtp',
    async send({ outboxId: _outboxId, ...message }) {
      await transporter.sendMail(message)
    },
    close: () => transporter.close(),
  }
}

/** Writes each message as a complete RFC 822 file; the rename makes it appear whole or not at all. */
function fileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  return {
    kind: 'file',
    async send({ outboxId, ...message }) {
      const { message: eml } = await composer.sendMail(message)
      await mkdir(directory, { recursive: true })
      const path = join(directory, emlFileName(outboxId, message.date))
      await writeFile(`${path}.part`, eml as Buffer)
      await rename(`${path}.part`, path)
    },
    close: () => composer.close(),
  }
}
