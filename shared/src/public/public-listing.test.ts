// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  publicListingDocument,
  readPublicListing,
  type PublicListedEvent,
  type PublicListing,
} from './public-listing.js'

const organizer = {
  id: '7',
  uuid: 'b7d6c2c8-1111-4a4a-9b9b-123456789abc',
  name: 'Studio',
  profile_image: null,
}

const card = (id: string, overrides: Partial<PublicListedEvent> = {}): PublicListedEvent => ({
  id,
  hash_code: `code${id}`,
  name: `Event ${id}`,
  description: 'A summary',
  status: 'public',
  start_at: '2031-05-14T10:00:00.000+03:00',
  end_at: '2031-05-14T12:00:00.000+03:00',
  timezone: 'Europe/Athens',
  event_type: 'physical',
  hero_image: null,
  virtual_link: null,
  venue: { name: 'Gazi', address_name: 'Persefonis 1', city: 'Athens', country: 'Greece' },
  category: { id: '1', name: 'Music' },
  tags: [{ id: '3', name: 'jazz', color: '#2e7d32' }],
  organizer,
  ...overrides,
})

describe('public listing document', () => {
  it('reads back the listing it was made from, shared records included once', () => {
    const listing: PublicListing = {
      events: [card('1'), card('2', { category: null, tags: [], venue: null })],
      organizer,
      page: { total: 2, number: 1, size: 9, last: 1 },
    }
    const document = JSON.parse(JSON.stringify(publicListingDocument(listing)))
    expect(readPublicListing(document)).toEqual(listing)
    expect(document.included.map((item: { type: string }) => item.type)).toEqual([
      'categories',
      'tags',
      'users',
    ])
  })

  it('keeps the organizer of an empty list in meta, and the calendar’s truncation', () => {
    const listing: PublicListing = { events: [], organizer, truncated: false }
    const document = publicListingDocument(listing)
    expect(document.included).toBeUndefined()
    expect(readPublicListing(document)).toEqual(listing)
  })
})
