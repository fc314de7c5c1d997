import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { doorTicketDocument, type DoorTicket } from '@tessera/shared/public/door-ticket'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import TicketScreen from './ticket-screen'

const ticket: DoorTicket = {
  id: '31',
  code: 'c0de',
  name: 'Nikos Georgiou',
  ticket_name: 'Full pass',
  quantity: 2,
  checked_in_qty: 1,
  attendance_type: null,
  event: {
    id: '12',
    hash_code: 'k3Jd9Qx2',
    name: 'Athens Design Week',
    start_at: '2031-05-01T16:00:00.000Z',
    end_at: '2031-05-01T18:00:00.000Z',
    timezone: 'Europe/Athens',
    event_type: 'physical',
    venue: 'Technopolis, Pireos 100, 11854 Athens, Greece',
  },
}

const fetchMock = vi.fn()
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json' },
  })

function serve(found: DoorTicket | null) {
  fetchMock.mockImplementation(async (request: Request) =>
    found && new URL(request.url).pathname === `/api/v1/public/tickets/${found.code}`
      ? json(200, doorTicketDocument(found))
      : json(404, { errors: [{ status: '404', code: 'not_found' }] }),
  )
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

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
