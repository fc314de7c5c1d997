import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  publicListingDocument,
  type PublicListedEvent,
  type PublicListing,
} from '@tessera/shared/public/public-listing'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { jsonAnswer, stubFetch } from '../../../lib/fetch-stub'
import { PublicCollectionPage } from './public-collection-page'

const fetchMock = stubFetch()

// The modal is a lazy chunk: loaded once here, so no test waits on a cold module import.
beforeAll(() => import('@tessera/shared/ui/event-detail-modal'))

const organizer = { id: '4', uuid: 'b7f0c9d2-uuid', name: 'Maria', profile_image: null }
const listed = (id: string, name: string, extra: Partial<PublicListedEvent> = {}) =>
  ({
    id,
    hash_code: `code${id}`,
    name,
    description: 'An evening out.',
    status: 'public',
    start_at: '2026-12-05T20:00:00+02:00',
    end_at: '2026-12-05T23:00:00+02:00',
    timezone: 'Europe/Athens',
    event_type: 'physical',
    hero_image: null,
    virtual_link: null,
    category: null,
    tags: [],
    venue: {
      name: 'Odeon',
      address_name: 'Dionysiou Areopagitou 1',
      city: 'Athens',
      country: null,
    },
    organizer,
    ...extra,
  }) satisfies PublicListedEvent
const firstPage: PublicListing = {
  events: [
    listed('1', 'Jazz night'),
    listed('2', 'Ticketing 101', {
      event_type: 'virtual',
      venue: null,
      virtual_link: 'https://meet.google.com/abc',
    }),
  ],
  organizer,
  page: { total: 2, number: 1, size: 9, last: 1 },
}

describe('PublicCollectionPage', () => {
  it('shows the embedded first page without asking the API, with no management controls', () => {
    renderWithI18n(<PublicCollectionPage uuid={organizer.uuid} listing={firstPage} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Events by Maria' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.getByText('Odeon, Dionysiou Areopagitou 1, Athens')).toBeTruthy()
    expect(screen.queryByLabelText('Per page')).toBeNull()
    expect(screen.queryByLabelText('Status')).toBeNull()
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks the organizer list for the chosen month and type, then shows its answer', async () => {
    const december: PublicListing = {
      ...firstPage,
      events: [listed('3', 'Winter fair', { event_type: 'hybrid' })],
      page: { total: 1, number: 1, size: 9, last: 1 },
    }
    fetchMock.mockImplementation(async () => jsonAnswer(200, publicListingDocument(december)))
    renderWithI18n(<PublicCollectionPage uuid={organizer.uuid} listing={firstPage} />)
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-12' } })
    await userEvent.selectOptions(screen.getByLabelText('Event type'), 'hybrid')
    expect(await screen.findByRole('button', { name: 'Winter fair' })).toBeTruthy()
    const url = new URL((fetchMock.mock.calls.at(-1)![0] as Request).url)
    expect(url.pathname).toBe(`/api/v1/public/organizers/${organizer.uuid}/events`)
    expect(url.searchParams.get('filter[start_at]')).toBe('2026-12-01 00:00:00,2026-12-31 23:59:59')
    expect(url.searchParams.get('filter[event_type]')).toBe('hybrid')
    expect(url.searchParams.get('include')).toBeNull()
  })

  it('shows the latest query’s answer when an earlier read finishes after it', async () => {
    const only = (event: PublicListedEvent): PublicListing => ({
      ...firstPage,
      events: [event],
      page: { total: 1, number: 1, size: 9, last: 1 },
    })
    // The month's read answers at once; the type's read, asked first, finishes after it (its
    // answer was on its way when the month superseded it).
    let finishTypeRead: () => void = () => {}
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url)
      if (url.searchParams.get('filter[start_at]'))
        return jsonAnswer(200, publicListingDocument(only(listed('3', 'Winter fair'))))
      await new Promise<void>((resolve) => (finishTypeRead = resolve))
      return jsonAnswer(200, publicListingDocument(only(listed('4', 'Stale talk'))))
    })
    renderWithI18n(<PublicCollectionPage uuid={organizer.uuid} listing={firstPage} />)
    await userEvent.selectOptions(screen.getByLabelText('Event type'), 'virtual')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-12' } })
    expect(await screen.findByRole('button', { name: 'Winter fair' })).toBeTruthy()
    finishTypeRead()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: 'Stale talk' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Winter fair' })).toBeTruthy()
  })

  it('opens the public detail modal: Visit event and the virtual link', async () => {
    renderWithI18n(<PublicCollectionPage uuid={organizer.uuid} listing={firstPage} />)
    await userEvent.click(screen.getByRole('button', { name: 'Ticketing 101' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Ticketing 101' }))
    expect(dialog.getByRole('link', { name: 'Visit event' }).getAttribute('href')).toBe(
      '/event/code2',
    )
    expect(dialog.getByRole('link', { name: 'Virtual link' }).getAttribute('href')).toBe(
      'https://meet.google.com/abc',
    )
    expect(dialog.queryByText('Category')).toBeNull()
  })

  it('says so and offers to try again when the API cannot answer', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(500, { errors: [{ status: '500' }] }))
    renderWithI18n(<PublicCollectionPage uuid={organizer.uuid} listing={firstPage} />)
    await userEvent.selectOptions(screen.getByLabelText('Event type'), 'tba')
    expect(await screen.findByText('The events could not be loaded.')).toBeTruthy()
    const calls = fetchMock.mock.calls.length
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('The events could not be loaded.')
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls)
  })
})
