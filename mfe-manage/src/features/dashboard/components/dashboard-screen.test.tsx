import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { api } from '@tessera/shared/api/management'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import type * as Routes from '@tessera/shared/routing/routes'
import type { RouteName } from '@tessera/shared/routing/routes'
import { $session } from '@tessera/shared/stores/session'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import DashboardScreen from './dashboard-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

/** Whether the scanner serves its route: false today; the tests also play the day it lands. */
const scanner = vi.hoisted(() => ({ served: false }))
vi.mock('@tessera/shared/routing/routes', async (importOriginal) => {
  const routes = await importOriginal<typeof Routes>()
  return {
    ...routes,
    offers: (name: RouteName, role: RoleName) =>
      name === 'scanEvent' ? scanner.served : routes.offers(name, role),
  }
})

/** `GET /dashboard/sales` of an organizer with no bookings. */
const noSales = {
  jsonapi: { version: '1.1' },
  data: {
    type: 'dashboard-sales',
    id: '1',
    attributes: {
      timezone: 'UTC',
      revenue: [],
      months: [{ month: '2026-11', bookings: 0, tickets: 0 }],
      totals: { bookings: 0, tickets: 0 },
    },
  },
}

/** `GET /me/tickets` of a verified account: `tickets` on one page. */
const myTickets = (tickets: unknown[] = []) => ({
  jsonapi: { version: '1.1' },
  data: tickets,
  meta: {
    email_verified: true,
    page: { total: tickets.length, number: 1, size: 3, last: 1 },
  },
})

/** Answers the sales card with `noSales`, My tickets with `tickets` and the recent events with `events`. */
const answer = (events: unknown, tickets: unknown = myTickets()) =>
  vi
    .mocked(api.get)
    .mockImplementation(
      async (path) =>
        (path === 'dashboard/sales' ? noSales : path === 'me/tickets' ? tickets : events) as never,
    )

const eventResource = (id: string, name: string, status: string) => ({
  type: 'events',
  id,
  attributes: {
    name,
    start_at: '2026-12-05T19:00:00.000+02:00',
    timezone: 'Europe/Athens',
    status,
  },
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section')!

describe('Dashboard', () => {
  it('lists the five latest events', async () => {
    signInAs('organizer')
    answer(
      listDocument([
        eventResource('7', 'Jazz night', 'public'),
        eventResource('6', 'Board meeting', 'draft'),
      ]),
    )
    renderWithI18n(<DashboardScreen />)
    const recent = await cardOf('Recent events')
    expect(await within(recent).findByRole('rowheader', { name: 'Jazz night' })).toBeTruthy()
    expect(within(recent).getByText('Draft')).toBeTruthy()
    expect(vi.mocked(api.get)).toHaveBeenCalledWith(
      'events?sort=-start_at&page[size]=5',
      expect.anything(),
    )
  })

  it('offers to create the first event, and counts nothing it does not know', async () => {
    signInAs('organizer')
    answer(listDocument([]))
    renderWithI18n(<DashboardScreen />)
    const recent = await cardOf('Recent events')
    expect(
      (await within(recent).findByRole('link', { name: 'Create event' })).getAttribute('href'),
    ).toBe('/manage/events/add-item')
    expect(
      within(await cardOf('Revenue and monthly bookings')).getByText('No bookings yet.'),
    ).toBeTruthy()
    expect(
      await within(await cardOf('My tickets')).findByText('You have no tickets yet.'),
    ).toBeTruthy()
    expect(screen.queryByText(/\d+[.,]\d\d/)).toBeNull()
  })

  it('names the next tickets and leads to My tickets', async () => {
    signInAs('guest')
    const ticket = {
      type: 'attendees',
      id: '31',
      attributes: {
        code: 'c0de',
        name: 'Maria Papadopoulou',
        ticket_name: 'Full pass',
        quantity: 1,
        checked_in_qty: 0,
        event: {
          id: '7',
          hash_code: 'abc123',
          name: 'Jazz night',
          start_at: '2026-12-05T17:00:00.000Z',
          end_at: '2026-12-05T20:00:00.000Z',
          timezone: 'Europe/Athens',
          event_type: 'physical',
          venue: null,
        },
      },
    }
    answer(listDocument([]), myTickets([ticket]))
    renderWithI18n(<DashboardScreen />)
    const card = await cardOf('My tickets')
    expect(await within(card).findByText('Jazz night')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'View my tickets' }).getAttribute('href')).toBe(
      '/manage/attendees/list-tickets',
    )
  })

  it('asks an unverified account to confirm its address first', async () => {
    signInAs('guest')
    const unverified = { ...myTickets(), meta: { ...myTickets().meta, email_verified: false } }
    answer(listDocument([]), unverified)
    renderWithI18n(<DashboardScreen />)
    const card = await cardOf('My tickets')
    expect(
      await within(card).findByText('Confirm your e-mail address to see your tickets'),
    ).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'View my tickets' })).toBeTruthy()
  })

  it('says when the recent events could not be loaded', async () => {
    signInAs('organizer')
    vi.mocked(api.get).mockRejectedValue(apiError(500, 'server_error'))
    renderWithI18n(<DashboardScreen />)
    expect(
      await within(await cardOf('Recent events')).findByText(
        'The recent events could not be loaded.',
      ),
    ).toBeTruthy()
  })

  it.each([
    ['creator', false],
    ['creator-plus', true],
    ['admin', true],
  ] as const)(
    'shows %s the Scan tickets card once the scanner serves it: %s',
    async (role, shown) => {
      scanner.served = true
      signInAs(role)
      answer(listDocument([]))
      renderWithI18n(<DashboardScreen />)
      await cardOf('My tickets')
      const link = screen.queryByRole('link', { name: 'Scan tickets' })
      expect(link?.getAttribute('href') ?? null).toBe(shown ? '/manage/event-scan' : null)
      expect(screen.queryByRole('heading', { name: 'Scan tickets' }) !== null).toBe(shown)
    },
  )

  it('offers no Scan tickets card while no screen serves the scanner route', async () => {
    scanner.served = false
    signInAs('admin')
    answer(listDocument([]))
    renderWithI18n(<DashboardScreen />)
    await cardOf('My tickets')
    expect(screen.queryByRole('heading', { name: 'Scan tickets' })).toBeNull()
  })
})
