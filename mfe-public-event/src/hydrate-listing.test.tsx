import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { scriptJson } from '@tessera/shared/html'
import { publicListingDocument, type PublicListing } from '@tessera/shared/public/public-listing'
import { renderListingBody } from './entry-server'
import { LISTING_PAYLOAD_ID, type ListingPagePayload } from '@tessera/shared/public/listing-page'
import { hydrateListing } from './hydrate-listing'

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

/** The collection page's body as the API sends it: the entry's markup and the payload beside it. */
async function serverPage(locale: 'en' | 'el') {
  document.documentElement.lang = locale
  const payload: ListingPagePayload = {
    kind: 'collection',
    organizer_uuid: organizer.uuid,
    query: '',
    document: publicListingDocument(listing),
    now: '2026-11-28T09:00:00.000Z',
  }
  const markup = await renderListingBody({ payload, locale })
  document.body.innerHTML =
    `<div id="tessera-page">${markup}</div>` +
    `<script type="application/json" id="${LISTING_PAYLOAD_ID}">${scriptJson(payload)}</script>`
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the public collection in the browser', () => {
  it('hydrates the server markup from the embedded page, without a fetch or a warning', async () => {
    await serverPage('el')
    const serverHtml = document.body.innerHTML
    const errors = vi.spyOn(console, 'error')
    const fetches = vi.spyOn(globalThis, 'fetch')
    const recoverable = vi.fn()
    await act(async () => {
      root = await hydrateListing(document, recoverable)
    })
    expect(root).not.toBeNull()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(fetches).not.toHaveBeenCalled()
    expect(document.body.innerHTML).toBe(serverHtml)
    expect(document.querySelector('h1')?.textContent).toContain('Maria </script> & co')
    expect(document.querySelector('.ts-event-card__open')?.textContent).toBe('Jazz night')
  })

  it('renders a calendar with its heading and organizer, the calendar itself loading in the browser', async () => {
    const payload: ListingPagePayload = {
      kind: 'calendar',
      organizer_uuid: organizer.uuid,
      query: '',
      document: publicListingDocument(listing),
      now: '2026-11-28T09:00:00.000Z',
      range: { from: '2026-11-23T00:00:00.000Z', to: '2026-12-15T23:59:59.999Z' },
    }
    const markup = (await renderListingBody({ payload, locale: 'en' })) ?? ''
    expect(markup).toContain('<h1>Events calendar</h1>')
    expect(markup).toContain('Organizer: Maria &lt;/script&gt; &amp; co')
  })
})
