import addressparser from 'nodemailer/lib/addressparser/index.js'
import type Mail from 'nodemailer/lib/mailer/index.js'
import type { DateTime } from 'luxon'
import type OutboxMessage from '#models/outbox_message'
import type { OutgoingMessage } from '#services/mail/transports'

/**
 * The Message-ID of an outbox row, the same on every attempt: a receiving system that sees a
 * message twice (a crash between the send and marking the row sent) can drop the copy. The row's
 * creation time keeps ids distinct across databases that reuse outbox ids (a reset dev database).
 */
export function messageIdFor(
  message: Pick<OutboxMessage, 'id' | 'createdAt'>,
  from: string,
): string {
  const [sender] = addressparser(from, { flatten: true })
  const domain = sender?.address.split('@')[1] || 'tessera.invalid'
  return `<outbox-${message.id}.${Math.floor(message.createdAt.toSeconds()).toString(36)}@${domain}>`
}

export function outgoingMessage(
  message: OutboxMessage,
  from: string,
  now: DateTime,
  attachments: Mail.Attachment[] = [],
): OutgoingMessage {
  return {
    outboxId: message.id,
    messageId: messageIdFor(message, from),
    date: now.toJSDate(),
    from,
    to: message.recipient,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
    attachments,
    // Auto-Submitted (RFC 3834) keeps out-of-office replies from answering a machine.
    headers: { 'Content-Language': message.locale, 'Auto-Submitted': 'auto-generated' },
  }
}
