import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bookingDocument, type Booking } from '@tessera/shared/public/booking'
import { sampleBooking } from '@tessera/shared/public/booking-fixtures'
import { publicEventDocument, type PublicEvent } from '@tessera/shared/public/public-event'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { jsonAnswer, notFoundAnswer, stubFetch } from '../../../lib/fetch-stub'
import { leavePage } from '../../../lib/leave-page'
import BookingScreen from './booking-screen'

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn() }))

const fetchMock = stubFetch()

const event: PublicEvent = {
  ...fullPublicEvent,
  start_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
}

const held: Booking = {
  ...sampleBooking,
  status: 'pending',
  payment_url: 'http://localhost/pay/AbC',
  expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
  attendees: sampleBooking.attendees.map((attendee) => ({ ...attendee, code: null })),
}

function serve(release: Response) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url)
    if (request.method === 'POST' && url.pathname.endsWith('/release'))
      return url.searchParams.get('token') === 'secret' ? release : notFoundAnswer()
    if (url.pathname === `/api/v1/public/bookings/${held.hash_code}`)
      return jsonAnswer(200, bookingDocument(held))
    if (url.pathname === `/api/v1/public/events/${fullPublicEvent.id}`)
      return jsonAnswer(200, publicEventDocument(event))
    return notFoundAnswer()
  })
}

const assign = vi.mocked(leavePage)

function open() {
  window.history.pushState({}, '', `/booking/${held.hash_code}?token=secret`)
  return renderWithI18n(<BookingScreen params={{ code: held.hash_code }} />)
}

afterEach(() => assign.mockReset())

describe('A booking waiting for payment, on its page', () => {
  it('offers Pay now and Start again, not Cancel; Start again lets it go and opens the booking anew', async () => {
    serve(jsonAnswer(200, bookingDocument({ ...held, status: 'expired', payment_url: null })))
    open()
    const user = userEvent.setup()
    const startAgain = await screen.findByRole('button', { name: 'Start again' })
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      held.payment_url,
    )
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await user.click(startAgain)
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/event/${fullPublicEvent.hash_code}?book`),
    )
    const released = fetchMock.mock.calls.filter(([request]) =>
      (request as Request).url.includes('/release'),
    )
    expect(released).toHaveLength(1)
    expect((released[0]![0] as Request).method).toBe('POST')
  })

  it('says why when the hold was no longer waiting', async () => {
    serve(jsonAnswer(409, { errors: [{ status: '409', code: 'order_not_pending' }] }))
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Start again' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This booking is no longer waiting for payment.',
    )
    expect(assign).not.toHaveBeenCalled()
  })
})
