import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import { directStatements } from '#lib/direct_statements'
import OutboxMessage from '#models/outbox_message'
import { parseEml, type ParsedMail } from '#services/mail/eml_reader'
import { bookingUrl } from '#services/orders/booking_token'
import { enqueueOrderConfirmation } from '#services/orders/order_confirmation'
import { qrPng, ticketUrl } from '#services/tickets/ticket_qr'
import { seedBooking, type SeededBooking } from '#tests/support/booking_factory'
import { useAccountsFixtures } from '#tests/helpers'
import { makeWorker, sinkAndWorker } from '../mail/mail_fixtures.js'
import { publishedEvent } from '../public/fixtures.js'

async function bookAndQueue(locale: 'en' | 'el') {
  const { event, offer } = await publishedEvent('public')
  const booking = await seedBooking(event, offer, {
    locale,
    attendees: [
      { name: 'Maria Papadopoulou', quantity: 2 },
      { name: 'Nikos Georgiou', quantity: 1 },
    ],
  })
  await db.transaction(async (trx) =>
    enqueueOrderConfirmation(await directStatements(trx), booking.orderId),
  )
  return { event, booking }
}

/** Each attendee's QR code is an inline PNG whose bytes are the QR of its ticket URL. */
async function assertQrCodes(assert: Assert, mail: ParsedMail, booking: SeededBooking) {
  const images = mail.attachments.filter((part) => part.contentType === 'image/png')
  assert.lengthOf(images, booking.attendees.length)
  for (const attendee of booking.attendees) {
    const cid = `ticket-${attendee.id}@tessera`
    const image = images.find((part) => part.contentId === cid)
    assert.exists(image, `an inline image for attendee ${attendee.id}`)
    assert.include(mail.html!, `src="cid:${cid}"`)
    assert.isTrue(image!.content.equals(await qrPng(ticketUrl(attendee.code!))))
  }
}

function assertCalendar(assert: Assert, mail: ParsedMail) {
  const [calendar] = mail.attachments.filter((part) => part.contentType === 'text/calendar')
  assert.exists(calendar, 'the .ics is attached')
  assert.equal(calendar.filename, 'athens-design-week.ics')
  const ics = calendar.content.toString('utf8')
  assert.include(ics, 'BEGIN:VCALENDAR')
  assert.include(ics, 'SUMMARY:Athens Design Week')
}

test.group('Order confirmation e-mail', (group) => {
  useAccountsFixtures(group)

  test('carries one QR code per attendee inline and the event calendar, rendered at send time', async ({
    assert,
    cleanup,
  }) => {
    const { booking } = await bookAndQueue('en')
    const [row] = await OutboxMessage.query().where('template', 'order_confirmation')
    assert.deepEqual(
      row.attachments?.map((ref) => ref.kind),
      ['qr', 'qr', 'event_calendar'],
    )
    assert.notInclude(row.htmlBody, 'base64', 'no image is drawn into the row')

    const { sink, worker } = await sinkAndWorker(cleanup)
    assert.equal(await worker.drain(), 1)
    const [mail] = sink.received
    assert.deepEqual(mail.envelope.to, ['maria@buyer.example'])
    assert.equal(mail.header('subject'), `Your booking ${booking.hashCode}: Athens Design Week`)
    assert.include(mail.html!, '<html lang="en">')
    assert.include(mail.text!, `Your booking number is ${booking.hashCode}.`)
    assert.include(mail.text!, bookingUrl(booking.hashCode))
    assert.include(mail.text!, '3 × Full pass')
    assert.include(mail.html!, 'alt="QR code of the ticket Full pass for Nikos Georgiou"')
    await assertQrCodes(assert, mail, booking)
    assertCalendar(assert, mail)
    assert.equal((await OutboxMessage.findOrFail(row.id)).status, 'sent')
  })

  test('is in Greek for a Greek order', async ({ assert, cleanup }) => {
    const { booking } = await bookAndQueue('el')
    const { sink, worker } = await sinkAndWorker(cleanup)
    await worker.drain()
    const [mail] = sink.received
    assert.equal(mail.header('content-language'), 'el')
    assert.include(mail.html!, '<html lang="el">')
    assert.equal(mail.header('subject'), `Η κράτησή σας ${booking.hashCode}: Athens Design Week`)
    assert.include(mail.html!, 'alt="Κωδικός QR του εισιτηρίου Full pass για Nikos Georgiou"')
    await assertQrCodes(assert, mail, booking)
    assertCalendar(assert, mail)
  })

  test('an attendee without a signed code gets no QR code', async ({ assert, cleanup }) => {
    const { event, offer } = await publishedEvent('public')
    const { orderId } = await seedBooking(event, offer, {
      attendees: [{ name: 'Maria Papadopoulou', signed: false }],
    })
    await db.transaction(async (trx) =>
      enqueueOrderConfirmation(await directStatements(trx), orderId),
    )
    const { sink, worker } = await sinkAndWorker(cleanup)
    await worker.drain()
    const [mail] = sink.received
    assert.deepEqual(
      mail.attachments.map((part) => part.contentType),
      ['text/calendar'],
    )
    assert.notInclude(mail.html!, 'cid:')
  })

  test('the .eml file transport writes the same attachments', async ({ assert, cleanup }) => {
    const { booking } = await bookAndQueue('en')
    const directory = await mkdtemp(join(tmpdir(), 'tessera-mail-'))
    const worker = makeWorker({ kind: 'file', directory })
    cleanup(async () => {
      await worker.stop()
      await rm(directory, { recursive: true, force: true })
    })
    assert.equal(await worker.drain(), 1)
    const [file] = await readdir(directory)
    const mail = await parseEml(await readFile(join(directory, file)))
    await assertQrCodes(assert, mail, booking)
    assertCalendar(assert, mail)
  })
})
