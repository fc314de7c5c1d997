import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '@tessera/shared/i18n/locales'
import { serverI18n } from '@tessera/shared/i18n/server'
import {
  renderMail,
  type MailTemplateName,
  type MailTemplates,
} from '@tessera/shared/mail/templates'
import type { MailAttachmentRef } from '#services/mail/mail_attachments'
import { notifyOutbox } from '#services/mail/outbox_signal'
import { directStatements, type DirectStatements } from '#lib/direct_statements'

export type OutgoingMail<T extends MailTemplateName> = {
  to: string
  /** Where replies go, when not to the sender. */
  replyTo?: string
  locale: Locale
  template: T
  data: MailTemplates[T]
  /** Rendered when the message is sent, not here (mail_attachments.ts). */
  attachments?: MailAttachmentRef[]
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * Now as the worker's claims compare it (outbox_claims.ts): on SQLite the local `yyyy-MM-dd
 * HH:mm:ss` text Lucid writes (formatted by hand: luxon's formatter cost a tenth of a millisecond).
 */
function outboxNow(sql: DirectStatements): Date | string {
  const now = new Date()
  if (sql.dialect !== 'sqlite') return now
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return `${day} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
}

const INSERT = `insert into outbox (template, locale, recipient, reply_to, subject, text_body,
    html_body, attachments, status, attempts, available_at, created_at, updated_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?) returning id`

/**
 * Writes an e-mail to the outbox inside the caller's transaction (its statements, straight on the
 * driver): it is sent if and only if the change that causes it commits. The mail worker delivers
 * it, woken as soon as the transaction commits (inside a savepoint, on its release; the worker's
 * poll covers the outer commit). One plain INSERT: it runs inside every order's transaction.
 */
export async function queueMail<T extends MailTemplateName>(
  sql: DirectStatements,
  mail: OutgoingMail<T>,
): Promise<{ id: number }> {
  const rendered = renderMail(serverI18n(mail.locale), mail.template, mail.data)
  const now = outboxNow(sql)
  const [inserted] = await sql.all(INSERT, [
    mail.template,
    mail.locale,
    mail.to,
    mail.replyTo ?? null,
    rendered.subject,
    rendered.text,
    rendered.html,
    mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    now,
    now,
    now,
  ])
  sql.afterCommit(notifyOutbox)
  return { id: Number(inserted!.id) }
}

/** `queueMail` in a Lucid transaction. */
export async function enqueueMail<T extends MailTemplateName>(
  trx: TransactionClientContract,
  mail: OutgoingMail<T>,
): Promise<{ id: number }> {
  return queueMail(await directStatements(trx), mail)
}
