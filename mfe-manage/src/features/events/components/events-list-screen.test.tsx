import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, signInAs } from '../../../test/fixtures'
import { eventResource, eventsDocument } from '../../../test/event-fixtures'
import EventsListScreen from './events-list-screen'
import { chooseRowAction } from '../../../test/row-actions'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const eventRequests = () =>
  get.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.startsWith('events?'))

const organizerColumns = {
  organizer_id: '8',
  organizer: 'Olga Organizer',
  organizer_email: 'organizer@tessera.test',
}

function renderScreen() {
  return renderWithI18n(
    <>
      <EventsListScreen />
      <Toaster />
    </>,
  )
}

beforeEach(() => {
  signInAs('organizer')
  get.mockResolvedValue(
    eventsDocument([
      eventResource('1', { name: 'Athens Jazz Night', total_attendees: 5 }),
      eventResource('2', {
        name: 'Old Gala',
        start_at: '2020-05-04T19:30:00.000+03:00',
        end_at: '2020-05-04T22:30:00.000+03:00',
      }),
    ]),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

describe('Event list', () => {
  it('shows upcoming events by default, newest start first, 10 per page', async () => {
    renderScreen()
    expect(await screen.findByRole('rowheader', { name: 'Athens Jazz Night' })).toBeTruthy()
    expect(eventRequests()).toEqual([
      'events?filter[upcoming_at]=1&sort=-start_at&page[number]=1&page[size]=10',
    ])
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveProperty('value', 'upcoming')
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveProperty('value', '10')
    expect(screen.getByRole('columnheader', { name: 'Starts' }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all')
    await waitFor(() =>
      expect(eventRequests().at(-1)).toBe('events?sort=-start_at&page[number]=1&page[size]=10'),
    )
  })

  it('searches by name once typing has paused for 300 ms', async () => {
    renderScreen()
    await screen.findByRole('rowheader', { name: 'Athens Jazz Night' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'jazz')
    await waitFor(() => expect(eventRequests()).toHaveLength(2))
    expect(eventRequests()[1]).toBe(
      'events?filter[upcoming_at]=1&filter[name]=jazz&sort=-start_at&page[number]=1&page[size]=10',
    )
  })

  it('marks an event that starts in the future green, one that started with a warning', async () => {
    renderScreen()
    const future = (await screen.findByRole('rowheader', { name: 'Athens Jazz Night' })).closest(
      'tr',
    )!
    expect(within(future).getByText('Upcoming').className).toContain('ts-badge--success')
    const past = screen.getByRole('rowheader', { name: 'Old Gala' }).closest('tr')!
    expect(within(past).getByText('Past').className).toContain('ts-badge--warning')
  })

  it('shows up to three attendee avatars, then +N', async () => {
    renderScreen()
    const row = (await screen.findByRole('rowheader', { name: 'Athens Jazz Night' })).closest('tr')!
    const avatars = within(row).getByRole('img', { name: '5 attendees' })
    expect(avatars.querySelectorAll('.ts-attendees__avatar')).toHaveLength(3)
    expect(avatars.textContent).toBe('+2')
    const none = screen.getByRole('rowheader', { name: 'Old Gala' }).closest('tr')!
    expect(within(none).getByText('None yet')).toBeTruthy()
  })

  it('shows the id, currency and organizer columns to super users only', async () => {
    renderScreen()
    await screen.findByRole('rowheader', { name: 'Athens Jazz Night' })
    expect(screen.queryByRole('columnheader', { name: 'Organizer' })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Id' })).toBeNull()
    cleanup()

    signInAs('admin')
    get.mockResolvedValue(
      eventsDocument([eventResource('1', { name: 'Athens Jazz Night', ...organizerColumns })]),
    )
    renderScreen()
    const row = (await screen.findByRole('rowheader', { name: 'Athens Jazz Night' })).closest('tr')!
    for (const header of ['Id', 'Currency', 'Organizer id', 'Organizer']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy()
    }
    expect(within(row).getByText('Olga Organizer')).toBeTruthy()
    expect(within(row).getByText('organizer@tessera.test')).toBeTruthy()
    expect(within(row).getByText('EUR')).toBeTruthy()
  })

  it('greys out Duplicate with a premium badge for a creator', async () => {
    signInAs('creator')
    renderScreen()
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Athens Jazz Night' }),
    )
    const item = screen.getByRole('menuitem', {
      name: 'Duplicate Athens Jazz Night (needs the Freemium plan)',
    })
    expect(item.getAttribute('aria-disabled')).toBe('true')
    expect(within(item).getByText('Freemium').className).toContain('ts-badge--premium')
    await userEvent.click(item)
    expect(screen.queryByRole('dialog', { name: 'Duplicate event' })).toBeNull()
  })

  it('opens the clone dialog from Duplicate for an organizer', async () => {
    get.mockImplementation(async (url) =>
      String(url).startsWith('events/1')
        ? { data: eventResource('1', { name: 'Athens Jazz Night' }) }
        : eventsDocument([eventResource('1', { name: 'Athens Jazz Night' })]),
    )
    renderScreen()
    await chooseRowAction('Athens Jazz Night', 'Duplicate Athens Jazz Night')
    const dialog = screen.getByRole('dialog', { name: 'Duplicate event' })
    expect(await within(dialog).findByLabelText(/^New start/)).toBeTruthy()
  })

  it('refuses to delete an event with sold tickets', async () => {
    vi.mocked(api.delete).mockRejectedValue(apiError(409, 'has_associated_items'))
    renderScreen()
    await chooseRowAction('Athens Jazz Night', 'Delete Athens Jazz Night')
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete event' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(vi.mocked(api.delete)).toHaveBeenCalledWith('events/1')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This event still has sold tickets and cannot be deleted.',
      ),
    )
  })
})
