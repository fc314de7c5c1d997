import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { bookingDocument, type Booking } from '@tessera/shared/public/booking'
import { sampleBooking } from '@tessera/shared/public/booking-fixtures'
import { jsonAnswer, notFoundAnswer, stubFetch } from '../../../lib/fetch-stub'
import { publicEventDocument, type PublicEvent } from '@tessera/shared/public/public-event'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { messages as greek } from '../../../locales/el/messages.po'
import { messages as sharedGreek } from '@tessera/shared/locales/el/messages'
import BookingScreen from './booking-screen'

const booking = sampleBooking

const fetchMock = stubFetch()

/** The event, a week from now, refunding up to a day before (policy 1) unless told otherwise. */
const event = (refund_policy: PublicEvent['refund_policy'] = 1): PublicEvent => ({
  ...fullPublicEvent,
  start_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  refund_policy,
})

function serve(found: Booking | null, bookedEvent = event()) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url)
    if (request.method === 'POST' && url.pathname.endsWith('/cancellation'))
      return url.searchParams.get('token') === 'secret'
        ? jsonAnswer(200, bookingDocument({ ...found!, status: 'cancelled' }))
        : notFoundAnswer()
    if (url.pathname === `/api/v1/public/bookings/${booking.hash_code}`)
      return found && url.searchParams.get('token') === 'secret'
        ? jsonAnswer(200, bookingDocument(found))
        : notFoundAnswer()
    if (url.pathname === `/api/v1/public/events/${fullPublicEvent.id}`)
      return jsonAnswer(200, publicEventDocument(bookedEvent))
    return notFoundAnswer()
  })
}

function open(token = 'secret') {
  window.history.pushState({}, '', `/booking/${booking.hash_code}?token=${token}`)
  return renderWithI18n(<BookingScreen params={{ code: booking.hash_code }} />)
}

afterEach(() => i18n.activate('en'))

describe('The booking page', () => {
  it('shows the number, the state, the event with its page and calendar, and each QR code', async () => {
    serve(booking)
    open()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking AbC123xyz0' }),
    ).toBeTruthy()
    expect(screen.getByText('Confirmed')).toBeTruthy()
    const eventLink = await screen.findByRole('link', { name: fullPublicEvent.name })
    expect(eventLink.getAttribute('href')).toBe(`/event/${fullPublicEvent.hash_code}`)
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      `/api/v1/public/events/${fullPublicEvent.hash_code}/calendar.ics`,
    )
    const qr = screen.getByRole('img', {
      name: 'QR code of the ticket Full pass for Nikos Georgiou',
    })
    expect(qr.getAttribute('src')).toBe('/api/v1/public/tickets/c0de/qr.svg')
    expect(screen.getByText('2 × Full pass')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open this ticket' }).getAttribute('href')).toBe(
      '/ticket/c0de',
    )
  })

  it('asks a pending booking to pay and shows no QR code', async () => {
    serve({
      ...booking,
      status: 'pending',
      payment_url: 'http://localhost/pay/AbC',
      expires_at: '2026-11-24T10:15:00.000Z',
      attendees: booking.attendees.map((attendee) => ({ ...attendee, code: null })),
    })
    open()
    expect(await screen.findByText('Pending payment')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      'http://localhost/pay/AbC',
    )
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('hides the QR codes of a cancelled booking', async () => {
    serve({ ...booking, status: 'cancelled' })
    open()
    expect(await screen.findByText('Cancelled')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('says so when the link is wrong', async () => {
    serve(booking)
    open('wrong')
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeTruthy()
  })

  it('speaks Greek', async () => {
    i18n.load('el', greek)
    i18n.activate('el')
    serve({ ...booking, status: 'expired' })
    open()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Κράτηση AbC123xyz0' }),
    ).toBeTruthy()
    expect(screen.getByText('Έληξε')).toBeTruthy()
  })

  it('cancels after asking, then shows the cancelled booking with the focus on its heading', async () => {
    serve(booking)
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    expect(within(dialog).getByText('Your tickets will no longer be valid.')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByText('Cancelled')).toBeTruthy()
    const posted = fetchMock.mock.calls.map(([request]) => request as Request)
    expect(
      posted.some((request) => request.method === 'POST' && request.url.includes('token=secret')),
    ).toBe(true)
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
  })

  /** A paid party of two: 25.00 each with a service fee of 1.00 each, one shared code. */
  const paidParty: Booking = {
    ...booking,
    total: 52,
    fee: 2,
    lines: [{ ticket_name: 'Full pass', quantity: 2, unit_price: 25 }],
  }
  const MAP = 'https://www.openstreetmap.org/?mlat=37.9786&mlon=23.7095#map=16/37.9786/23.7095'

  it('is a receipt: venue and map, online link, each amount, admits 2, refund terms, organizer', async () => {
    serve(paidParty)
    open()
    expect(await screen.findByText('Total paid: €52.00')).toBeTruthy()
    expect(screen.getByText('2 × Full pass at €25.00: €50.00')).toBeTruthy()
    expect(screen.getByText('Service fee: €2.00')).toBeTruthy()
    expect(screen.getByText('Admits 2 people')).toBeTruthy()
    expect(screen.getByText('Benaki Museum, Pireos 138, Athens, 118 54 Athens, GR')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the venue in a map' }).getAttribute('href')).toBe(
      MAP,
    )
    expect(screen.getByRole('link', { name: 'Join online' }).getAttribute('href')).toBe(
      fullPublicEvent.virtual_link,
    )
    expect(
      screen.getByText('You can cancel for a full refund up to 1 day before the day of the event.'),
    ).toBeTruthy()
    expect(screen.getByText('Organized by Studio Meraki')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy()
  })

  it('is a receipt in Greek', async () => {
    i18n.load('el', { ...sharedGreek, ...greek })
    i18n.activate('el')
    serve(paidParty)
    open()
    expect(await screen.findByText('Σύνολο που πληρώσατε: 52,00 €')).toBeTruthy()
    expect(screen.getByText('2 × Full pass προς 25,00 €: 50,00 €')).toBeTruthy()
    expect(screen.getByText('Χρέωση υπηρεσίας: 2,00 €')).toBeTruthy()
    expect(screen.getByText('Ισχύει για 2 άτομα')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Άνοιγμα του χώρου στον χάρτη' }).getAttribute('href'),
    ).toBe(MAP)
    expect(screen.getByRole('link', { name: 'Διαδικτυακή συμμετοχή' })).toBeTruthy()
    expect(
      screen.getByText(
        'Μπορείτε να ακυρώσετε με πλήρη επιστροφή χρημάτων έως 1 ημέρα πριν από την ημέρα της εκδήλωσης.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Διοργάνωση: Studio Meraki')).toBeTruthy()
  })

  it('says why a paid booking under a no-refunds policy cannot be cancelled online', async () => {
    serve({ ...booking, total: 30 }, event(5))
    open()
    expect(
      await screen.findByText(
        'This booking cannot be cancelled online. Please contact the organizer.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })
})
