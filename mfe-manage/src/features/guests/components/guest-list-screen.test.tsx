import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { eventDocument, eventResource } from '../../../test/event-fixtures'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import GuestListScreen from './guest-list-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const post = vi.mocked(api.post)
const download = vi.mocked(api.download)
const guestRequests = () =>
  get.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.includes('attendees'))

const guest = (id: string, name: string, attributes: Record<string, unknown> = {}) => ({
  type: 'attendees',
  id,
  attributes: {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@guests.example`,
    phone_number: null,
    special_requirements: null,
    attendance_type: null,
    event_ticket_id: '31',
    ticket_name: 'Full pass',
    quantity: 2,
    checked_in_qty: 0,
    status: 'completed',
    order_id: '12',
    booking_number: 'Yo2x8zczDp',
    payment_state: 'paid',
    created_at: '2031-01-02T09:00:00.000Z',
    ...attributes,
  },
})

function answer(
  guests = [
    guest('1', 'Maria Papadopoulou', { checked_in_qty: 1 }),
    guest('2', 'Nikos Georgiou', { checked_in_qty: 2, payment_state: 'free' }),
  ],
) {
  get.mockImplementation(async (url: string) => {
    if (url.startsWith('events/5/attendees'))
      return {
        ...listDocument(guests, 7, 1, 25),
        meta: {
          page: { total: 7, number: 1, size: 25, last: 1 },
          counts: { expected: 9, checked_in: 3 },
        },
      }
    if (url.startsWith('events/5'))
      return eventDocument(
        eventResource(
          '5',
          { name: 'Athens Design Week' },
          { tickets: { data: [{ type: 'event-tickets', id: '31' }] } },
        ),
        [{ type: 'event-tickets', id: '31', attributes: { name: 'Full pass' } }],
      )
    return listDocument([eventResource('5', { name: 'Athens Design Week' })])
  })
}

beforeEach(() => {
  signInAs('organizer', '8')
  window.history.pushState(null, '', '/manage/attendees/list-attendees?event=5')
  answer()
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = () =>
  renderWithI18n(
    <>
      <GuestListScreen />
      <Toaster />
    </>,
  )

describe('Guest list', () => {
  it("lists the event's guests by name with ticket, booking, payment and arrivals", async () => {
    renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'Guest list' })).toBeTruthy()
    const row = (await screen.findByRole('rowheader', { name: /Maria Papadopoulou/ })).closest(
      'tr',
    )!
    expect(within(row).getByText('maria@guests.example')).toBeTruthy()
    expect(within(row).getByText('Yo2x8zczDp')).toBeTruthy()
    expect(within(row).getByText('Paid')).toBeTruthy()
    expect(within(row).getByText('1 / 2')).toBeTruthy()
    expect(screen.getByText('Arrived: 3 of 9').getAttribute('role')).toBe('status')
    expect(guestRequests()).toEqual(['events/5/attendees?sort=name&page[number]=1&page[size]=25'])
    expect(await screen.findByDisplayValue('Athens Design Week')).toBeTruthy()
  })

  it('filters by ticket, payment and arrival, and searches by name, e-mail or booking', async () => {
    renderScreen()
    await screen.findByRole('rowheader', { name: /Maria/ })
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Ticket' }),
      'Full pass',
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Paid')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Check-in' }),
      'Partly arrived',
    )
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail or booking number' }),
      'maria',
    )
    await waitFor(() =>
      expect(guestRequests().at(-1)).toBe(
        'events/5/attendees?filter[event_ticket]=31&filter[payment]=paid&filter[check_in]=partial&filter[search]=maria&sort=name&page[number]=1&page[size]=25',
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(download).toHaveBeenCalledWith(
      'events/5/attendees.csv?filter[event_ticket]=31&filter[payment]=paid&filter[check_in]=partial&filter[search]=maria',
    )
  })

  it('checks one of the party in, undoes one, and refuses what the door rule refuses', async () => {
    post.mockResolvedValue({})
    renderScreen()
    const maria = (await screen.findByRole('rowheader', { name: /Maria/ })).closest('tr')!
    const nikos = screen.getByRole('rowheader', { name: /Nikos/ }).closest('tr')!
    expect(within(nikos).getByRole('button', { name: 'Check in Nikos Georgiou' })).toHaveProperty(
      'disabled',
      true,
    )
    await userEvent.click(
      within(maria).getByRole('button', { name: 'Check in Maria Papadopoulou' }),
    )
    await screen.findByText('Maria Papadopoulou: entry recorded.')
    const [[url, body]] = post.mock.calls as [
      [string, { data: { attributes: Record<string, unknown> } }],
    ]
    expect(url).toBe('check-ins')
    expect(body.data.attributes).toMatchObject({ attendee_id: '1', quantity: 1 })
    expect(String(body.data.attributes.nonce)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    await waitFor(() => expect(guestRequests().length).toBeGreaterThan(1))
    post.mockRejectedValueOnce(apiError(409, 'not_checked_in'))
    await userEvent.click(
      within(nikos).getByRole('button', { name: 'Undo a check-in of Nikos Georgiou' }),
    )
    expect(post.mock.calls[1]![1]).toMatchObject({ data: { attributes: { quantity: -1 } } })
  })

  it('asks for an event first', async () => {
    window.history.pushState(null, '', '/manage/attendees/list-attendees')
    renderScreen()
    expect(screen.getByText('Choose an event to see its guests.')).toBeTruthy()
    expect(guestRequests()).toEqual([])
  })
})
