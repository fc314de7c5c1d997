import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '@tessera/shared/i18n/locales'
import { serverI18n } from '@tessera/shared/i18n/server'
import { renderMail, type MailTemplateName, type MailTemplates } from '@tessera/shared/mail/templates'
import OutboxMessage from '#models/outbox_message'

export type OutgoingMail<T extends MailTemplateName> = {
  to: string
  locale: Locale
  template: T
  data: MailTemplates[T]
}

/**
 * Writes an e-mail to the outbox inside the caller's transaction: it is sent if and only if the
 * change that causes it commits. The mail worker delivers it.
 */
export async function enqueueMail<T extends MailTemplateName>(
  trx: TransactionClientContract,
  mail: OutgoingMail<T>,
): Promise<OutboxMessage> {
  const rendered = renderMail(serverI18n(mail.locale), mail.template, mail.data)
  return OutboxMessage.create(
    {
      template: mail.template,
      locale: mail.locale,
      recipient: mail.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      status: 'pending',
      attempts: 0,
      availableAt: DateTime.now(),
    },
    { client: trx },
  )
}
