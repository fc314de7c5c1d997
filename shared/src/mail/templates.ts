import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { translate } from '../i18n/translate.js'
import { layout, type RenderedMail } from './layout.js'
import {
  orderCancellation,
  orderConfirmation,
  type OrderCancellationMail,
  type OrderConfirmationMail,
} from './order-mails.js'
import type { ContactReason } from '../schemas/contact-message.js'

/**
 * Every e-mail Tessera sends, rendered in the recipient's language from the shared catalog. The API
 * renders a message when it writes it to the outbox, in the same transaction as its cause.
 */
export type MailTemplates = {
  password_reset: { name: string; url: string; expiresInMinutes: number }
  welcome: { name: string; dashboardUrl: string }
  email_verification: { name: string; email: string; url: string; expiresInHours: number }
  contact_organizer: {
    organizerName: string
    eventName: string
    eventUrl: string
    reason: ContactReason
    visitorName: string
    visitorEmail: string
    message: string
  }
  order_confirmation: OrderConfirmationMail
  order_cancellation: OrderCancellationMail
}
export type MailTemplateName = keyof MailTemplates
export type { RenderedMail }

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
              msg`This link expires in {expiresInMinutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, you can ignore this e-mail: your password stays the same.`,
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
    email_verification: (i18n, { name, email, url, expiresInHours }) =>
      layout(
        i18n,
        translate(i18n, msg`Confirm your e-mail address`),
        [
          { paragraph: translate(i18n, msg`Hello {name},`, { name }) },
          {
            paragraph: translate(
              i18n,
              msg`Confirm that {email} is your address. Once it is confirmed, My tickets shows the tickets booked with it.`,
              { email },
            ),
          },
          { button: { label: translate(i18n, msg`Confirm my e-mail address`), url } },
          {
            note: translate(
              i18n,
              msg`This link expires in {expiresInHours, plural, one {# hour} other {# hours}} and works once. If you did not ask for it, you can ignore this e-mail.`,
              { expiresInHours },
            ),
          },
        ],
        translate(
          i18n,
          msg`You receive this e-mail because this address was given for a Tessera account.`,
        ),
      ),
    contact_organizer: contactOrganizer,
    order_confirmation: orderConfirmation,
    order_cancellation: orderCancellation,
  }

export function renderMail<T extends MailTemplateName>(
  i18n: I18n,
  template: T,
  data: MailTemplates[T],
): RenderedMail {
  return renderers[template](i18n, data)
}
