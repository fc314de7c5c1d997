import { test } from '@japa/runner'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { guest, managedOrder } from '@tessera/shared/schemas/guest'
import { seedBooking } from '#tests/support/booking_factory'
import { tokenOf, useAccountsFixtures } from '#tests/helpers'
import { guestEvent } from './fixtures.js'

/** The guest event with one more booking: Petros's hold that ran out unpaid. */
async function withExpiredHold() {
  const setup = await guestEvent()
  const expired = await seedBooking(setup.event, setup.offer, {
    attendees: [{ name: 'Petros Nikolaou', signed: false }],
    status: 'expired',
    buyerEmail: 'petros@buyer.example',
  })
  return { ...setup, expired, token: await tokenOf(setup.user) }
}

test.group('An expired hold is labelled expired, not cancelled (issue 26 item 2)', (group) => {
  useAccountsFixtures(group)

  test('the bookings list shows it expired and filter[payment] tells expired from cancelled', async ({
    client,
    assert,
  }) => {
    const { event, expired, refunded, token } = await withExpiredHold()
    const read = async (query: string) => {
      const response = await client
        .get(`/api/v1/orders?filter[event]=${event.id}&${query}`)
        .bearerToken(token)
      response.assertStatus(200)
      return parseList(response.body(), managedOrder).items
    }
    const all = await read('')
    assert.deepInclude(
      all.find((order) => order.hash_code === expired.hashCode)!,
      {
        status: 'expired',
        payment_state: 'expired',
      },
    )
    assert.deepEqual(
      (await read('filter[payment]=expired')).map((order) => order.hash_code),
      [expired.hashCode],
    )
    assert.deepEqual(await read('filter[payment]=cancelled'), [])
    assert.deepEqual(
      (await read('filter[payment]=refunded')).map((order) => order.hash_code),
      [refunded.hashCode],
    )
  })

  test('the guest list shows its attendee expired, in payment and status, and filters by both', async ({
    client,
    assert,
  }) => {
    const { event, token } = await withExpiredHold()
    const names = async (query: string) => {
      const response = await client
        .get(`/api/v1/events/${event.id}/attendees?${query}`)
        .bearerToken(token)
      response.assertStatus(200)
      return parseList(response.body(), guest).items.map((item) => [
        item.name,
        item.payment_state,
        item.status,
      ])
    }
    assert.deepInclude(await names(''), ['Petros Nikolaou', 'expired', 'expired'])
    assert.deepEqual(await names('filter[payment]=expired'), [
      ['Petros Nikolaou', 'expired', 'expired'],
    ])
    assert.deepEqual(await names('filter[status]=expired'), [
      ['Petros Nikolaou', 'expired', 'expired'],
    ])
    assert.deepEqual(await names('filter[status]=cancelled'), [
      ['Zoe Alexiou', 'refunded', 'cancelled'],
    ])
  })

  test('the CSV says Expired, in English and in Greek', async ({ client, assert }) => {
    const { event, token } = await withExpiredHold()
    const csv = async (language: string) => {
      const response = await client
        .get(`/api/v1/events/${event.id}/attendees.csv`)
        .header('Accept-Language', language)
        .bearerToken(token)
      response.assertStatus(200)
      return response
        .text()
        .split('\n')
        .find((line) => line.includes('Petros Nikolaou'))!
    }
    assert.include(await csv('en'), ',Expired,Expired,')
    assert.include(await csv('el'), ',Έληξε,Έληξε,')
  })
})
