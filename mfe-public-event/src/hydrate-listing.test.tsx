import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { scriptJson } from '@tessera/shared/html'
import { publicListingDocument, type PublicListing } from '@tessera/shared/public/public-listing'
import { renderListingBody } from './entry-server'
import { LISTING_PAYLOAD_ID, type ListingPagePayload } from '@tessera/shared/public/listing-page'
import { hydrateListing } from './hydrate-listing'
import { watchedHydration } from './test/hydration'

const organizer = { id: '4', uuid: 'b7f0c9d2', name: 'Maria </script> & co', profile_image: null }
const listing: PublicListing = {
  organizer,
  page: { total: 1, number: 1, size: 9, last: 1 },
  events: [
    {
      id: '1',
      hash_code: 'code1',
      name: 'Jazz night',
      description: null,
      status: 'public',
      start_at: '2026-12-05T20:00:00+02:00',
      end_at: '2026-12-05T23:00:00+02:00',
      timezone: 'Europe/Athens',
      event_type: 'physical',
      hero_image: null,
      virtual_link: null,
      category: null,
      tags: [],
      venue: null,
      organizer,
    },
  ],
}

/**
 * A calendar page's payload, rendered on the evening of 30 November 2026 (UTC), with its window
 * around November (8 days before, 15 after: calendarPageWindow).
 */
function calendarPayload(): ListingPagePayload {
  return {
    kind: 'calendar',
    organizer_uuid: organizer.uuid,
    query: '',
    document: publicListingDocument(listing),
    now: '2026-11-30T20:00:00.000Z',
    range: { from: '2026-10-24T00:00:00.000Z', to: '2026-12-16T00:00:00.000Z' },
  }
}

/** A page's body as the API sends it (the collection by default): the markup and the payload. */
async function serverPage(locale: 'en' | 'el', payload = collectionPayload()) {
  document.documentElement.lang = locale
  const markup = await renderListingBody({ payload, locale })
  document.body.innerHTML =
    `<div id="tessera-page">${markup}</div>` +
    `<script type="application/json" id="${LISTING_PAYLOAD_ID}">${scriptJson(payload)}</script>`
}

function collectionPayload(): ListingPagePayload {
  return {
    kind: 'collection',
    organizer_uuid: organizer.uuid,
    query: '',
    document: publicListingDocument(listing),
    now: '2026-11-28T09:00:00.000Z',
  }
}

/** The browser's clock and time zone for one test (the process's own are restored after it). */
const processZone = process.env.TZ
function visitorClock(instant: string, zone: string) {
  vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] })
  process.env.TZ = zone
}
afterEach(() => {
  vi.useRealTimers()
  if (processZone === undefined) delete process.env.TZ
  else process.env.TZ = processZone
})

/** Hydrates the server page in `document`, watching what hydration logs, fetches and recovers from. */
const hydrateWatched = watchedHydration(hydrateListing)

describe('the public collection in the browser', () => {
  it('hydrates the server markup from the embedded page, without a fetch or a warning', async () => {
    await serverPage('el')
    const { root, serverHtml, errors, fetches, recoverable } = await hydrateWatched()
    expect(root).not.toBeNull()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(fetches).not.toHaveBeenCalled()
    // The server's filters are disabled until React has taken the page over (useHydrated); then
    // they are enabled, and nothing else of the markup changes.
    const disabled = /(<(?:input|select)\b[^>]*?) disabled=""/g
    expect(serverHtml.match(disabled)).toHaveLength(3)
    expect(document.body.innerHTML).toBe(serverHtml.replace(disabled, '$1'))
    expect(document.querySelector('h1')?.textContent).toContain('Maria </script> & co')
    expect(document.querySelector('.ts-event-card__open')?.textContent).toBe('Jazz night')
  })

  it('renders a calendar with its heading, its organizer and the box the calendar will fill, the same every time', async () => {
    const payload = calendarPayload()
    const markup = (await renderListingBody({ payload, locale: 'en' })) ?? ''
    expect(markup).toContain('<h1>Events calendar</h1>')
    expect(markup).toContain('Organizer: Maria &lt;/script&gt; &amp; co')
    // The frame (events-calendar-frame.css: toolbar height, month grid at 1.8) with the month's
    // title; FullCalendar is drawn in the browser only, even once its chunk is loaded here.
    expect(markup).toContain('<div class="ts-events-calendar__frame-toolbar">')
    expect(markup).toContain('<div class="ts-events-calendar__frame-title">November 2026</div>')
    expect(markup).toContain('<div class="ts-events-calendar__frame-view">')
    await import('@tessera/shared/ui/events-calendar/full-calendar-view')
    expect(await renderListingBody({ payload, locale: 'en' })).toBe(markup)
    expect(markup).not.toContain('fc-')
  })

  it('hydrates the calendar without a mismatch, then draws FullCalendar in place of the frame', async () => {
    await import('@tessera/shared/ui/events-calendar/full-calendar-view')
    await serverPage('el', calendarPayload())
    // A visitor whose clock and zone are not the server's: another month on their clock, and
    // already 1 December in their zone at the server's instant. The month drawn is the server's.
    visitorClock('2027-03-15T12:00:00Z', 'Pacific/Kiritimati')
    const { serverHtml, errors, fetches, recoverable } = await hydrateWatched()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(serverHtml).toContain('Νοέμβριος 2026')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Νοέμβριος 2026' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(document.querySelector('.ts-events-calendar__frame')).toBeNull()
    expect(document.querySelector('.ts-events-calendar__toolbar')).not.toBeNull()
    expect(fetches).not.toHaveBeenCalled()
  })
})
