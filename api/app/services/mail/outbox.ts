import { DateTime } from 'luxon'
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

/**
 * Writes an e-mail to the outbox inside the caller's transaction: it is sent if and only if the
 * change that causes it commits. The mail worker delivers it, woken as soon as the transaction
 * commits (inside a savepoint, on its release; the worker's poll covers the outer commit). One
 * plain INSERT, without the model: it runs inside every order's transaction.
 */
export async function enqueueMail<T extends MailTemplateName>(
  trx: TransactionClientContract,
  mail: OutgoingMail<T>,
): Promise<{ id: number }> {
  const rendered = renderMail(serverI18n(mail.locale), mail.template, mail.data)
  // The text Lucid's date-time columns store (OutboxMessage reads it back).
  const now = DateTime.now().toFormat(trx.dialect.dateTimeFormat)
  const [inserted] = await trx
    .insertQuery()
    .table('outbox')
    .returning('id')
    .insert({
      template: mail.template,
      locale: mail.locale,
      recipient: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      status: 'pending',
      attempts: 0,
      available_at: now,
      created_at: now,
      updated_at: now,
    })
  trx.after('commit', notifyOutbox)
  return { id: Number(typeof inserted === 'object' ? inserted.id : inserted) }
}
