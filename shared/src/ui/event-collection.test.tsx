// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import type { PageMeta } from '../jsonapi/document.js'
import type { EventCardData } from './event-card-data.js'
import { EventCollection } from './event-collection.js'
import { EventDetailModal } from './event-detail-modal.js'
import { SEARCH_DEBOUNCE_MS } from './search-input.js'
import { renderWithI18n } from './test-utils.js'
import { useCollectionQuery } from './use-collection-query.js'

// The modal is a lazy chunk of the collection: loaded once here, so no test waits on a cold import.
beforeAll(() => import('./event-detail-modal.js'))

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const concert: EventCardData = {
  id: '7',
  hash_code: 'abc123',
  name: 'Jazz night',
  description: 'Three sets under the stars.',
  start_at: '2026-12-05T20:00:00+02:00',
  end_at: '2026-12-05T23:00:00+02:00',
  timezone: 'Europe/Athens',
  event_type: 'physical',
  hero_image: '/uploads/hero.jpg',
  venue: 'Odeon, Dionysiou Areopagitou 1, Athens',
  organizer: 'Maria',
  virtual_link: null,
  category: 'Music',
  tags: [{ id: '3', name: 'jazz', color: '#22c55e' }],
}
const webinar: EventCardData = {
  ...concert,
  id: '8',
  hash_code: 'def456',
  name: 'Ticketing 101',
  event_type: 'virtual',
  venue: null,
  virtual_link: 'https://zoom.us/j/123',
  category: null,
  tags: [],
}

/** A collection screen in miniature: the hook drives the controls; the query string is shown. */
function Harness({ mode, page }: { mode: 'own' | 'public'; page?: PageMeta }) {
  const query = useCollectionQuery(['venues'])
  return (
    <>
      <output data-testid="query">{query.queryString}</output>
      <EventCollection
        mode={mode}
        query={query}
        events={[concert, webinar]}
        page={page ?? { total: 30, number: query.page, size: query.size, last: 4 }}
        loading={false}
        onRetry={() => {}}
        statusOptions={[{ value: 'public', label: 'Public' }]}
        cardActions={(event) => <a href={`/manage/event/${event.id}`}>View</a>}
      />
    </>
  )
}
const queryString = () => screen.getByTestId('query').textContent

describe('EventCollection', () => {
  it("the server's markup has the filters disabled; they work once the page has hydrated", () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <Harness mode="public" />
      </I18nProvider>,
    )
    const controls = html.match(/<(input|select)\b[^>]*>/g) ?? []
    expect(controls.length).toBeGreaterThanOrEqual(3)
    for (const control of controls) expect(control).toMatch(/\sdisabled=""/)
    renderWithI18n(<Harness mode="public" />)
    for (const name of ['Search by name', 'Month', 'Event type']) {
      expect((screen.getByLabelText(name) as HTMLInputElement).disabled).toBe(false)
    }
  })

  it('shows each card: type badge, name, when, where (venue, else the type) and organizer', () => {
    renderWithI18n(<Harness mode="public" />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('button', { name: 'Jazz night' })).toBeTruthy()
    expect(first.getByText('Physical')).toBeTruthy()
    expect(first.getByText('Odeon, Dionysiou Areopagitou 1, Athens')).toBeTruthy()
    expect(first.getByText('Maria')).toBeTruthy()
    expect(cards[0]!.textContent).toContain('Sat, 05 Dec 26, 20:00 – 23:00')
    const second = within(cards[1]!)
    expect(second.getAllByText('Virtual')).toHaveLength(2)
  })

  it('searches 300 ms after typing stops and filters by month, type and status from page 1', () => {
    vi.useFakeTimers()
    renderWithI18n(<Harness mode="own" />)
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(queryString()).toContain('page[number]=2')
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'jazz' } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(queryString()).not.toContain('filter[name]')
    act(() => vi.advanceTimersByTime(1))
    expect(queryString()).toContain('filter[name]=jazz')
    expect(queryString()).toContain('page[number]=1')
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2027-02' } })
    expect(queryString()).toContain(
      `filter[start_at]=${encodeURIComponent('2027-02-01 00:00:00,2027-02-28 23:59:59')}`,
    )
    fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'hybrid' } })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'public' } })
    expect(queryString()).toContain('filter[event_type]=hybrid')
    expect(queryString()).toContain('filter[status]=public')
    expect(queryString()).toContain('sort=-start_at')
  })

  it('offers page sizes 9, 12, 20 and 40 (default 9) in the own view only', async () => {
    renderWithI18n(<Harness mode="own" />)
    const sizes = screen.getByLabelText('Per page') as HTMLSelectElement
    expect([...sizes.options].map((option) => option.value)).toEqual(['9', '12', '20', '40'])
    expect(queryString()).toContain('page[size]=9')
    await userEvent.selectOptions(sizes, '20')
    expect(queryString()).toContain('page[size]=20')
    cleanup()
    renderWithI18n(<Harness mode="public" />)
    expect(screen.queryByLabelText('Per page')).toBeNull()
    expect(screen.queryByLabelText('Status')).toBeNull()
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull()
  })

  it('says so when there are no events', () => {
    renderWithI18n(<EventCollectionEmpty />)
    expect(screen.getByText('There are no events yet.')).toBeTruthy()
  })
})

function EventCollectionEmpty() {
  const query = useCollectionQuery()
  return (
    <EventCollection
      mode="public"
      query={query}
      events={[]}
      page={{ total: 0, number: 1, size: 9, last: 1 }}
      loading={false}
      onRetry={() => {}}
    />
  )
}

describe('EventDetailModal', () => {
  it('opens from a card and gives focus back to the card on close (focus inside: e2e)', async () => {
    renderWithI18n(<Harness mode="own" />)
    const opener = screen.getByRole('button', { name: 'Jazz night' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Jazz night' })
    expect(dialog.hasAttribute('open')).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('own mode: category, tags and Edit to the editor; no public links', () => {
    renderWithI18n(<EventDetailModal event={concert} mode="own" onClose={() => {}} />)
    const dialog = within(screen.getByRole('dialog', { name: 'Jazz night' }))
    expect(dialog.getByText('Music')).toBeTruthy()
    expect(dialog.getByText('jazz')).toBeTruthy()
    expect(dialog.getByText('Three sets under the stars.')).toBeTruthy()
    expect(dialog.getByRole('link', { name: 'Edit Jazz night' }).getAttribute('href')).toBe(
      '/manage/events/edit-item/7',
    )
    expect(dialog.queryByRole('link', { name: 'Visit event' })).toBeNull()
  })

  it('public mode: Visit event, and Virtual link only when there is one; no category or Edit', () => {
    const now = new Date('2026-12-02T20:00:00+02:00')
    renderWithI18n(<EventDetailModal event={webinar} mode="public" onClose={() => {}} now={now} />)
    const dialog = within(screen.getByRole('dialog', { name: 'Ticketing 101' }))
    expect(dialog.getByRole('link', { name: 'Visit event' }).getAttribute('href')).toBe(
      '/event/def456',
    )
    const virtual = dialog.getByRole('link', { name: 'Virtual link' })
    expect(virtual.getAttribute('href')).toBe('https://zoom.us/j/123')
    expect(virtual.getAttribute('rel')).toContain('noopener')
    expect(dialog.getByText('in 3 days')).toBeTruthy()
    expect(dialog.queryByText('Category')).toBeNull()
    expect(dialog.queryByRole('link', { name: /Edit/ })).toBeNull()
    cleanup()
    renderWithI18n(<EventDetailModal event={concert} mode="public" onClose={() => {}} />)
    expect(screen.queryByRole('link', { name: 'Virtual link' })).toBeNull()
  })
})
