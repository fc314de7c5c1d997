import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { translate } from '../i18n/translate.js'
import { layout, type Block, type RenderedMail } from './layout.js'

/**
 * A completed booking (issue 9). `when` is already formatted in the event's zone and language;
 * each ticket's QR code travels as an inline attachment under `qrCid` (the API adds it when it
 * sends), and the event's calendar file as an attachment.
 */
export type OrderConfirmationMail = {
  buyerName: string
  bookingNumber: string
  bookingUrl: string
  eventName: string
  eventUrl: string
  when: string
  lines: { ticketName: string; quantity: number }[]
  tickets: { name: string; ticketName: string; quantity: number; qrCid: string }[]
}

function ticketBlock(i18n: I18n, ticket: OrderConfirmationMail['tickets'][number]): Block {
  const { name, ticketName, quantity, qrCid } = ticket
  return {
    image: {
      cid: qrCid,
      alt: translate(i18n, msg`QR code of the ticket {ticketName} for {name}`, {
        ticketName,
        name,
      }),
      caption: translate(i18n, msg`{name}: {quantity} × {ticketName}`, {
        name,
        quantity,
        ticketName,
      }),
    },
  }
}

export function orderConfirmation(i18n: I18n, data: OrderConfirmationMail): RenderedMail {
  const { buyerName, bookingNumber, bookingUrl, eventName, eventUrl, when, lines, tickets } = data
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
      ...(tickets.length > 0
        ? [{ paragraph: translate(i18n, msg`Show these codes at the entrance:`) }]
        : []),
      ...tickets.map((ticket) => ticketBlock(i18n, ticket)),
      { note: translate(i18n, msg`The event is attached as a calendar file.`) },
      { note: translate(i18n, msg`Event page: {eventUrl}`, { eventUrl }) },
    ],
    translate(i18n, msg`You receive this e-mail because you booked tickets with Tessera.`),
  )
}

/**
 * A booking cancelled by its buyer (issue 9, Build 5) or by the event's organizer (issue 11):
 * what was cancelled and, for a paid one, the amount going back (already formatted in the buyer's
 * language and the event's currency).
 */
export type OrderCancellationMail = {
  buyerName: string
  bookingNumber: string
  eventName: string
  eventUrl: string
  refund: string | null
  byOrganizer?: boolean
}

export function orderCancellation(i18n: I18n, data: OrderCancellationMail): RenderedMail {
  const { buyerName, bookingNumber, eventName, eventUrl, refund, byOrganizer } = data
  return layout(
    i18n,
    translate(i18n, msg`Booking {bookingNumber} cancelled: {eventName}`, {
      bookingNumber,
      eventName,
    }),
    [
      { paragraph: translate(i18n, msg`Hello {name},`, { name: buyerName }) },
      {
        paragraph: translate(
          i18n,
          msg`Your booking {bookingNumber} for {eventName} is cancelled. Its tickets are no longer valid.`,
          { bookingNumber, eventName },
        ),
      },
      ...(byOrganizer
        ? [{ paragraph: translate(i18n, msg`The organizer of the event cancelled it.`) }]
        : []),
      ...(refund
        ? [
            {
              paragraph: translate(
                i18n,
                msg`We are refunding {refund} to the payment method you used. Your bank may take a few days to show it.`,
                { refund },
              ),
            },
          ]
        : []),
      { note: translate(i18n, msg`Event page: {eventUrl}`, { eventUrl }) },
    ],
    byOrganizer
      ? translate(i18n, msg`You receive this e-mail because you booked tickets with Tessera.`)
      : translate(
          i18n,
          msg`You receive this e-mail because you cancelled a booking made with Tessera.`,
        ),
  )
}
