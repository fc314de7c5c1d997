import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { ApiError } from '@tessera/shared/api/client'
import { $session } from '@tessera/shared/stores/session'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../../test/fixtures'
import MyTicketsScreen from './my-tickets-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const post = vi.mocked(api.post)

const ticket = (
  id: string,
  name: string,
  start: string,
  attributes: Record<string, unknown> = {},
) => ({
  type: 'attendees',
  id,
  attributes: {
    code: `code-${id}`,
    name: 'Eleni Admin',
    ticket_name: 'Full pass',
    quantity: 3,
    checked_in_qty: 1,
    attendance_type: null,
    ticket_url: `http://localhost/ticket/code-${id}`,
    qr_url: `http://localhost/api/v1/public/tickets/code-${id}/qr.svg`,
    event_url: `http://localhost/event/ev${id}`,
    calendar_url: `http://localhost/api/v1/public/events/ev${id}/calendar.ics`,
    event: {
      id: `5${id}`,
      hash_code: `ev${id}`,
      name,
      start_at: start,
      end_at: new Date(Date.parse(start) + 3 * 3600_000).toISOString(),
      timezone: 'Europe/Athens',
      event_type: 'physical',
      venue: 'Technopolis, Pireos 100, 118 54 Athens',
    },
    ...attributes,
  },
})

const page = (data: unknown[], verified = true, total = data.length) => ({
  jsonapi: { version: '1.1' },
  data,
  meta: {
    email_verified: verified,
    page: { total, number: 1, size: 10, last: Math.max(1, Math.ceil(total / 10)) },
  },
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('My tickets', () => {
  it('lists the tickets with their QR codes, event pages and calendar files', async () => {
    signInAs('guest')
    get.mockResolvedValue(
      page([
        ticket('1', 'Athens Design Week', '2031-05-01T16:00:00.000Z'),
        ticket('2', 'Jazz night', '2020-05-01T16:00:00.000Z'),
      ]),
    )
    renderWithI18n(<MyTicketsScreen />)
    expect(screen.getByRole('heading', { level: 1, name: 'My tickets' })).toBeTruthy()
    const first = await screen.findByRole('article', { name: 'Athens Design Week' })
    expect(
      within(first).getByRole('link', { name: 'Athens Design Week' }).getAttribute('href'),
    ).toBe('http://localhost/event/ev1')
    const qr = within(first).getByRole('img', {
      name: 'QR code of the ticket Full pass for Eleni Admin',
    })
    expect(qr.getAttribute('src')).toBe('/api/v1/public/tickets/code-1/qr.svg')
    expect(qr.getAttribute('loading')).toBe('lazy')
    expect(within(first).getByText('Full pass for Eleni Admin')).toBeTruthy()
    expect(within(first).getByText('Admits 3, checked in 1')).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      'http://localhost/api/v1/public/events/ev1/calendar.ics',
    )
    expect(within(first).getByRole('link', { name: 'Open ticket' }).getAttribute('href')).toBe(
      '/ticket/code-1',
    )
    expect(within(first).queryByText('Past')).toBeNull()
    const past = screen.getByRole('article', { name: 'Jazz night' })
    expect(within(past).getByText('Past')).toBeTruthy()
    expect(get).toHaveBeenCalledWith('me/tickets', {
      searchParams: { 'page[number]': '1', 'page[size]': '10' },
      signal: expect.anything(),
    })
  })

  it('names an event no longer published without a link to its page or calendar file', async () => {
    signInAs('guest')
    get.mockResolvedValue(
      page([
        ticket('1', 'Athens Design Week', '2031-05-01T16:00:00.000Z', {
          event_url: null,
          calendar_url: null,
        }),
      ]),
    )
    renderWithI18n(<MyTicketsScreen />)
    const card = await screen.findByRole('article', { name: 'Athens Design Week' })
    expect(within(card).queryByRole('link', { name: 'Athens Design Week' })).toBeNull()
    expect(within(card).queryByRole('link', { name: 'Add to calendar' })).toBeNull()
    expect(within(card).getByRole('link', { name: 'Open ticket' })).toBeTruthy()
  })

  it('says when there are none yet', async () => {
    signInAs('guest')
    get.mockResolvedValue(page([]))
    renderWithI18n(<MyTicketsScreen />)
    expect(await screen.findByText('You have no tickets yet.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send verification e-mail' })).toBeNull()
  })

  it('an unverified account is told why and sends the link again', async () => {
    signInAs('guest')
    get.mockResolvedValue(page([], false))
    post.mockResolvedValueOnce(undefined)
    renderWithI18n(<MyTicketsScreen />)
    expect(await screen.findByText('Confirm your e-mail address to see your tickets')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send verification e-mail' }))
    expect(await screen.findByText('We sent a new link to admin@tessera.test.')).toBeTruthy()
    expect(post).toHaveBeenCalledWith('me/email-verification')

    post.mockRejectedValueOnce(
      new ApiError(429, [{ status: '429', code: 'rate_limited', title: '', detail: '' }], 1800),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send verification e-mail' }))
    expect(
      await screen.findByText('You asked for several links already. Try again in 30 minutes.'),
    ).toBeTruthy()
  })

  it('shows the tickets once the address turned out verified meanwhile', async () => {
    signInAs('guest')
    get.mockResolvedValueOnce(page([], false))
    get.mockResolvedValue(page([ticket('1', 'Athens Design Week', '2031-05-01T16:00:00.000Z')]))
    post.mockRejectedValueOnce(apiError(409, 'already_verified'))
    renderWithI18n(<MyTicketsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Send verification e-mail' }))
    expect(await screen.findByRole('article', { name: 'Athens Design Week' })).toBeTruthy()
  })
})
