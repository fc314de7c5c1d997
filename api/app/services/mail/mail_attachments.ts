import type Mail from 'nodemailer/lib/mailer/index.js'
import { calendarFileName, eventCalendar } from '#services/public/event_calendar'
import { readEventForPreview } from '#services/public/public_event_reader'
import { qrPng } from '#services/tickets/ticket_qr'

/**
 * An attachment named by reference in the outbox (column `attachments`), rendered by the worker
 * when it sends: a QR code (PNG, inline: the HTML shows it as `cid:{cid}`) of the text it encodes,
 * or the calendar file of an event as it is when the message goes out.
 */
export type MailAttachmentRef =
  | { kind: 'qr'; cid: string; filename: string; text: string }
  | { kind: 'event_calendar'; eventId: number }

async function render(ref: MailAttachmentRef, now: Date): Promise<Mail.Attachment | null> {
  if (ref.kind === 'qr') {
    const content = await qrPng(ref.text)
    return { cid: ref.cid, filename: ref.filename, contentType: 'image/png', content }
  }
  const event = await readEventForPreview(ref.eventId, now)
  if (!event) return null
  return {
    filename: calendarFileName(event),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventCalendar(event),
  }
}

/** The attachments of one message, in order; an event deleted since is left out. */
export async function renderAttachments(
  refs: MailAttachmentRef[] | null,
  now: Date,
): Promise<Mail.Attachment[]> {
  const rendered = await Promise.all((refs ?? []).map((ref) => render(ref, now)))
  return rendered.filter((attachment): attachment is Mail.Attachment => attachment !== null)
}
