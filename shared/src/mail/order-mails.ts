import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { RefundPolicy } from '../domain/events/constants.js'
import { translate } from '../i18n/translate.js'
import {
  admitsText,
  cancellableOnline,
  organizerText,
  receiptLines,
  refundTerms,
  type ReceiptAmounts,
} from '../public/booking-receipt.js'
import { layout, type Block, type RenderedMail } from './layout.js'

/**
 * A completed booking (issue 9), a receipt (issue 26 item 4). `when` is already formatted in the
 * event's zone and language; `where` is the venue on one line with its map link (an in-person
 * event) and `onlineLink` the online one (a virtual or hybrid event); `receipt` what was paid, in
 * cents of the event's currency. Each ticket's QR code travels as an inline attachment under
 * `qrCid` (the API adds it when it sends), and the event's calendar file as an attachment.
 */
export type OrderConfirmationMail = {
  buyerName: string
  bookingNumber: string
  bookingUrl: string
  eventName: string
  eventUrl: string
  when: string
  where: { venue: string; mapUrl: string } | null
  onlineLink: string | null
  receipt: ReceiptAmounts
  refundPolicy: RefundPolicy
  organizerName: string
  tickets: { name: string; ticketName: string; quantity: number; qrCid: string }[]
}

function ticketBlocks(i18n: I18n, ticket: OrderConfirmationMail['tickets'][number]): Block[] {
  const { name, ticketName, quantity, qrCid } = ticket
  const admits = admitsText(i18n, quantity)
  return [
    {
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
    },
    ...(admits ? [{ paragraph: admits }] : []),
  ]
}

/** Where the event happens: the venue and its map, and the online link. */
function whereBlocks(i18n: I18n, data: OrderConfirmationMail): Block[] {
  const { where, onlineLink } = data
  return [
    ...(where
      ? [
          { paragraph: where.venue },
          { button: { label: translate(i18n, msg`Open the venue in a map`), url: where.mapUrl } },
        ]
      : []),
    ...(onlineLink
      ? [{ button: { label: translate(i18n, msg`Join online`), url: onlineLink } }]
      : []),
  ]
}

/** The refund policy in words and, when it allows cancelling online, where to do it. */
function refundBlocks(i18n: I18n, data: OrderConfirmationMail): Block[] {
  const paid = data.receipt.totalCents > 0
  const terms = refundTerms(i18n, data.refundPolicy, paid)
  if (!cancellableOnline(data.refundPolicy, paid)) return [{ paragraph: terms }]
  return [
    { paragraph: terms },
    {
      note: translate(i18n, msg`To cancel within these terms, open your booking: {bookingUrl}`, {
        bookingUrl: data.bookingUrl,
      }),
    },
  ]
}

export function orderConfirmation(i18n: I18n, data: OrderConfirmationMail): RenderedMail {
  const { buyerName, bookingNumber, bookingUrl, eventName, eventUrl, when, tickets } = data
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
      ...whereBlocks(i18n, data),
      ...receiptLines(i18n, data.receipt).map((line) => ({ paragraph: line })),
      { button: { label: translate(i18n, msg`View your tickets`), url: bookingUrl } },
      ...(tickets.length > 0
        ? [{ paragraph: translate(i18n, msg`Show these codes at the entrance:`) }]
        : []),
      ...tickets.flatMap((ticket) => ticketBlocks(i18n, ticket)),
      ...refundBlocks(i18n, data),
      { paragraph: organizerText(i18n, data.organizerName) },
      { note: translate(i18n, msg`The event is attached as a calendar file.`) },
      {
        note: translate(
          i18n,
          msg`Questions about the event? Write to the organizer from the event page: {eventUrl}`,
          { eventUrl },
        ),
      },
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
