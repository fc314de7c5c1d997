import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { sampleDoorTicket } from '@tessera/shared/public/booking-fixtures'
import { doorTicketDocument, type DoorTicket } from '@tessera/shared/public/door-ticket'
import { jsonAnswer, notFoundAnswer, stubFetch } from '../../../lib/fetch-stub'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import TicketScreen from './ticket-screen'

const ticket = sampleDoorTicket
const fetchMock = stubFetch()

function serve(found: DoorTicket | null) {
  fetchMock.mockImplementation(async (request: Request) =>
    found && new URL(request.url).pathname === `/api/v1/public/tickets/${found.code}`
      ? jsonAnswer(200, doorTicketDocument(found))
      : notFoundAnswer(),
  )
}

describe('The ticket page', () => {
  it('shows the holder, what the ticket admits, the event in its own zone and the QR code', async () => {
    serve(ticket)
    renderWithI18n(<TicketScreen params={{ code: 'c0de' }} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Nikos Georgiou' })).toBeTruthy()
    expect(screen.getByText('Valid')).toBeTruthy()
    expect(screen.getByText('2 × Full pass')).toBeTruthy()
    expect(screen.getByText('Admitted: 1 of 2')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Athens Design Week' }).getAttribute('href')).toBe(
      '/event/k3Jd9Qx2',
    )
    // 16:00 UTC is 19:00 in Athens (summer time): the event's zone, not the viewer's.
    expect(screen.getByText(/19:00/)).toBeTruthy()
    expect(screen.getByText('(Europe/Athens)')).toBeTruthy()
    expect(screen.getByText(ticket.event.venue!)).toBeTruthy()
    expect(
      screen.getByRole('img', { name: 'QR code of the ticket Full pass for Nikos Georgiou' }),
    ).toBeTruthy()
  })

  it('says a fully admitted ticket is used', async () => {
    serve({ ...ticket, checked_in_qty: 2 })
    renderWithI18n(<TicketScreen params={{ code: 'c0de' }} />)
    expect(await screen.findByText('Used')).toBeTruthy()
  })

  it('says an unknown or cancelled ticket is not valid', async () => {
    serve(null)
    renderWithI18n(<TicketScreen params={{ code: 'c0de' }} />)
    expect(await screen.findByRole('heading', { name: 'Ticket not valid' })).toBeTruthy()
  })
})
