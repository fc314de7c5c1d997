import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { translate } from '../i18n/translate.js'
import { escapeHtml } from '../html.js'
import type { ContactReason } from '../schemas/contact-message.js'

/**
 * Every e-mail Tessera sends, rendered in the recipient's language from the shared catalog. The API
 * renders a message when it writes it to the outbox, in the same transaction as its cause.
 */
export type MailTemplates = {
  password_reset: { name: string; url: string; expiresInMinutes: number }
  welcome: { name: string; dashboardUrl: string }
  contact_organizer: {
    organizerName: string
    eventName: string
    eventUrl: string
    reason: ContactReason
    visitorName: string
    visitorEmail: string
    message: string
  }
  /** A completed booking (issue 9). `when` is already formatted in the event's zone and language. */
  order_confirmation: {
    buyerName: string
    bookingNumber: string
    bookingUrl: string
    eventName: string
    eventUrl: string
    when: string
    lines: { ticketName: string; quantity: number }[]
  }
}
export type MailTemplateName = keyof MailTemplates
export type RenderedMail = { subject: string; text: string; html: string }

type Block =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { note: string }
  | { quote: string }

function layout(i18n: I18n, subject: string, blocks: Block[], footer: string): RenderedMail {
  const text = blocks
    .map((block) =>
      'paragraph' in block
        ? block.paragraph
        : 'button' in block
          ? `${block.button.label}: ${block.button.url}`
          : 'quote' in block
            ? block.quote
            : block.note,
    )
    .concat(['--', footer])
    .join('\n\n')
  const body = blocks
    .map((block) => {
      if ('paragraph' in block)
        return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`
      if ('quote' in block)
        return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #e3e6ea;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`
      if ('note' in block)
        return `<p style="margin:0 0 16px;color:#5b6472;font-size:13px">${escapeHtml(block.note)}</p>`
      const { label, url } = block.button
      return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`
    })
    .join('\n')
  const html = `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2430"><div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff"><p style="font-size:20px;font-weight:bold;margin:0 0 24px">Tessera</p>${body}<hr style="border:none;border-top:1px solid #e3e6ea;margin:32px 0 16px"><p style="color:#5b6472;font-size:12px;margin:0">${escapeHtml(footer)}</p></div></body></html>`
  return { subject, text, html }
}

/** The subject line of each reason a visitor may write for (spec "events" §5). */
const reasonSubjects = {
  event: msg`Question about the event: {eventName}`,
  ticket: msg`Question about a ticket: {eventName}`,
  refund: msg`Question about refunds: {eventName}`,
} as const

function contactOrganizer(i18n: I18n, data: MailTemplates['contact_organizer']): RenderedMail {
  const { organizerName, eventName, eventUrl, visitorName, visitorEmail, message } = data
  return layout(
    i18n,
    translate(i18n, reasonSubjects[data.reason], { eventName }),
    [
      { paragraph: translate(i18n, msg`Hello {name},`, { name: organizerName }) },
      {
        paragraph: translate(
          i18n,
          msg`{visitorName} ({visitorEmail}) wrote to you from the page of your event {eventName}:`,
          { visitorName, visitorEmail, eventName },
        ),
      },
      { quote: message },
      {
        paragraph: translate(i18n, msg`Reply to this e-mail to answer {visitorName}.`, {
          visitorName,
        }),
      },
      { button: { label: translate(i18n, msg`Open the event page`), url: eventUrl } },
    ],
    translate(
      i18n,
      msg`You receive this e-mail because a visitor used the contact form of your event page on Tessera.`,
    ),
  )
}

function orderConfirmation(i18n: I18n, data: MailTemplates['order_confirmation']): RenderedMail {
  const { buyerName, bookingNumber, bookingUrl, eventName, eventUrl, when, lines } = data
  return layout(
    i18n,
    translate(i18n, msg`Your booking {bookingNumber}: {eventName}`, { bookingNumber, eventName }),
    [
      { paragraph: translate(i18n, msg`Hello {name},`, { name: buyerName }) },
      {
        paragraph: translate(
          i18n,
          msg`Your booking for {eventName} is confirmed. Your booking number is {bookingNumber}.`,
          { eventName, bookingNumber },
        ),
      },
      { paragraph: when },
      ...lines.map((line) => ({
        paragraph: translate(i18n, msg`{quantity} × {ticketName}`, line),
      })),
      { button: { label: translate(i18n, msg`View your tickets`), url: bookingUrl } },
      { note: translate(i18n, msg`Event page: {eventUrl}`, { eventUrl }) },
    ],
    translate(i18n, msg`You receive this e-mail because you booked tickets with Tessera.`),
  )
}

const renderers: { [T in MailTemplateName]: (i18n: I18n, data: MailTemplates[T]) => RenderedMail } =
  {
    password_reset: (i18n, { name, url, expiresInMinutes }) =>
      layout(
        i18n,
        translate(i18n, msg`Reset your Tessera password`),
        [
          { paragraph: translate(i18n, msg`Hello {name},`, { name }) },
          {
            paragraph: translate(
              i18n,
              msg`We received a request to reset the password of your Tessera account.`,
            ),
          },
          { button: { label: translate(i18n, msg`Choose a new password`), url } },
          {
            note: translate(
              i18n,
              msg`This link expires in {expiresInMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
              { expiresInMinutes },
            ),
          },
        ],
        translate(
          i18n,
          msg`You receive this e-mail because someone asked to reset the password of this account.`,
        ),
      ),
    welcome: (i18n, { name, dashboardUrl }) =>
      layout(
        i18n,
        translate(i18n, msg`Welcome to Tessera`),
        [
          { paragraph: translate(i18n, msg`Hello {name},`, { name }) },
          {
            paragraph: translate(
              i18n,
              msg`Your organizer account is ready. Create your first event and start selling tickets.`,
            ),
          },
          { button: { label: translate(i18n, msg`Open your dashboard`), url: dashboardUrl } },
        ],
        translate(i18n, msg`You receive this e-mail because you created a Tessera account.`),
      ),
    contact_organizer: contactOrganizer,
    order_confirmation: orderConfirmation,
  }

export function renderMail<T extends MailTemplateName>(
  i18n: I18n,
  template: T,
  data: MailTemplates[T],
): RenderedMail {
  return renderers[template](i18n, data)
}
