import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { bookingDocument, type Booking } from '@tessera/shared/public/booking'
import { publicEventDocument } from '@tessera/shared/public/public-event'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { messages as greek } from '../../../locales/el/messages.po'
import BookingScreen from './booking-screen'

const booking: Booking = {
  id: '7',
  hash_code: 'AbC123xyz0',
  event_id: fullPublicEvent.id,
  status: 'completed',
  buyer_name: 'Maria Papadopoulou',
  total: 0,
  fee: 0,
  refunded: 0,
  currency: 'eur',
  payment_url: null,
  expires_at: null,
  paid_at: '2026-11-24T10:00:00.000Z',
  cancelled_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
  booking_url: null,
  attendees: [
    {
      id: '31',
      name: 'Nikos Georgiou',
      ticket_name: 'Full pass',
      event_ticket_id: '4',
      quantity: 2,
      checked_in_qty: 0,
      attendance_type: null,
      status: 'completed',
      code: 'c0de',
      ticket_url: 'http://localhost/ticket/c0de',
    },
  ],
}

const fetchMock = vi.fn()
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json' },
  })
const notFound = () => json(404, { errors: [{ status: '404', code: 'not_found' }] })

function serve(found: Booking | null) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url)
    if (url.pathname === `/api/v1/public/bookings/${booking.hash_code}`)
      return found && url.searchParams.get('token') === 'secret'
        ? json(200, bookingDocument(found))
        : notFound()
    if (url.pathname === `/api/v1/public/events/${fullPublicEvent.id}`)
      return json(200, publicEventDocument(fullPublicEvent))
    return notFound()
  })
}

function open(token = 'secret') {
  window.history.pushState({}, '', `/booking/${booking.hash_code}?token=${token}`)
  return renderWithI18n(<BookingScreen params={{ code: booking.hash_code }} />)
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  i18n.activate('en')
})

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
})
