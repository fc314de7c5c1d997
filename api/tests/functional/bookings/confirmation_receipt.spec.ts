import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import { readBooking } from '@tessera/shared/public/booking'
import { directStatements } from '#lib/direct_statements'
import { bookingUrl } from '#services/orders/booking_token'
import { enqueueOrderConfirmation } from '#services/orders/order_confirmation'
import { seedBooking } from '#tests/support/booking_factory'
import { useAccountsFixtures } from '#tests/helpers'
import { sinkAndWorker } from '../mail/mail_fixtures.js'
import { bookableEvent, orderDocument, postOrder } from '../orders/fixtures.js'
import { publishedEvent } from '../public/fixtures.js'

/** Intl writes a non-breaking space between a Greek amount and its sign. */
const nbsp = (text: string) => text.replace(/(\d) €/g, '$1\u00a0€')

/**
 * A paid booking of one party of two (25.00 each, a service fee of 1.00 each) at a physical venue
 * whose event refunds up to a day before, its confirmation queued as a paid completion queues it.
 */
async function paidPartyOfTwo(locale: 'en' | 'el') {
  const { event, offer, venue } = await publishedEvent('public')
  await db.from('events').where('id', event.id).update({ refund_policy: 1 })
  await db.from('venues').where('id', venue.id).update({
    name: 'Technopolis',
    address_name: 'Pireos 100',
    postal_code: '11854',
    city: 'Athens',
    country: 'Greece',
    lat: 37.97,
    long: 23.71,
  })
  const booking = await seedBooking(event, offer, {
    locale,
    unitFeeCents: 100,
    attendees: [{ name: 'Maria Papadopoulou', quantity: 2 }],
  })
  await db.transaction(async (trx) =>
    enqueueOrderConfirmation(await directStatements(trx), booking.orderId),
  )
  return booking
}

/** A free order of two units of a virtual event, placed through `POST /orders`. */
async function freeVirtualOrder(client: Parameters<typeof postOrder>[0], locale: 'en' | 'el') {
  const { user, event, offers } = await bookableEvent([{ totalQuantity: 50 }])
  await db.from('events').where('id', event.id).update({
    event_type: 'virtual',
    virtual_link: 'https://meet.example.com/receipt',
  })
  const response = await postOrder(client, orderDocument(event, [[offers[0]!, 2]], { locale }))
  response.assertStatus(201)
  return { booking: readBooking(response.body()), organizer: user.name }
}

async function receivedText(cleanup: Parameters<typeof sinkAndWorker>[0]) {
  const { sink, worker } = await sinkAndWorker(cleanup)
  await worker.drain()
  const [mail] = sink.received
  return { text: mail.text!, html: mail.html! }
}

function assertIncludesAll(assert: Assert, text: string, lines: string[]) {
  for (const line of lines) assert.include(text, line)
}

const MAP = 'https://www.openstreetmap.org/?mlat=37.97&mlon=23.71#map=16/37.97/23.71'

test.group('Order confirmation e-mail: a receipt', (group) => {
  useAccountsFixtures(group)

  test('a paid party of two: venue and map, each amount, admits 2, refund terms, organizer', async ({
    assert,
    cleanup,
  }) => {
    const booking = await paidPartyOfTwo('en')
    const { text, html } = await receivedText(cleanup)
    assertIncludesAll(assert, text, [
      'Technopolis, Pireos 100, 11854 Athens, Greece',
      `Open the venue in a map: ${MAP}`,
      '2 × Full pass at €25.00: €50.00',
      'Service fee: €2.00',
      'Total paid: €52.00',
      'Admits 2 people',
      'You can cancel for a full refund up to 1 day before the day of the event.',
      `To cancel within these terms, open your booking: ${bookingUrl(booking.hashCode)}`,
      'Organized by Studio Meraki',
      'Questions about the event? Write to the organizer from the event page:',
    ])
    assert.include(html, `href="${MAP.replace(/&/g, '&amp;')}"`)
    assert.notInclude(text, 'Join online')
  })

  test('a paid party of two, in Greek', async ({ assert, cleanup }) => {
    const booking = await paidPartyOfTwo('el')
    const { text } = await receivedText(cleanup)
    assertIncludesAll(assert, text, [
      'Technopolis, Pireos 100, 11854 Athens, Greece',
      `Άνοιγμα του χώρου στον χάρτη: ${MAP}`,
      nbsp('2 × Full pass προς 25,00 €: 50,00 €'),
      nbsp('Χρέωση υπηρεσίας: 2,00 €'),
      nbsp('Σύνολο που πληρώσατε: 52,00 €'),
      'Ισχύει για 2 άτομα',
      'Μπορείτε να ακυρώσετε με πλήρη επιστροφή χρημάτων έως 1 ημέρα πριν από την ημέρα της εκδήλωσης.',
      `Για ακύρωση με αυτούς τους όρους, ανοίξτε την κράτησή σας: ${bookingUrl(booking.hashCode)}`,
      'Διοργάνωση: Studio Meraki',
    ])
  })

  test('a free virtual order: the online link, no amounts, free cancellation', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { booking, organizer } = await freeVirtualOrder(client, 'en')
    const { text } = await receivedText(cleanup)
    assertIncludesAll(assert, text, [
      'Join online: https://meet.example.com/receipt',
      '2 × Pass 1',
      'Admits 2 people',
      'You can cancel this booking until the event starts.',
      `To cancel within these terms, open your booking: ${bookingUrl(booking.hash_code)}`,
      `Organized by ${organizer}`,
    ])
    assert.notInclude(text, '€')
    assert.notInclude(text, 'Total')
    assert.notInclude(text, 'openstreetmap')
  })

  test('a free virtual order, in Greek', async ({ client, assert, cleanup }) => {
    const { booking, organizer } = await freeVirtualOrder(client, 'el')
    const { text } = await receivedText(cleanup)
    assertIncludesAll(assert, text, [
      'Διαδικτυακή συμμετοχή: https://meet.example.com/receipt',
      'Ισχύει για 2 άτομα',
      'Μπορείτε να ακυρώσετε αυτή την κράτηση μέχρι να αρχίσει η εκδήλωση.',
      `Για ακύρωση με αυτούς τους όρους, ανοίξτε την κράτησή σας: ${bookingUrl(booking.hash_code)}`,
      `Διοργάνωση: ${organizer}`,
    ])
    assert.notInclude(text, '€')
  })
})
