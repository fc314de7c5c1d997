// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { fullPublicEvent } from './public-event-fixtures.js'
import { publicContacts, publicEventDocument, readPublicEvent } from './public-event.js'

describe('public event document', () => {
  it('reads back the view it was made from', () => {
    const document = JSON.parse(JSON.stringify(publicEventDocument(fullPublicEvent)))
    expect(readPublicEvent(document)).toEqual(fullPublicEvent)
  })

  it('keeps an event without category, tags, venues or tickets readable', () => {
    const bare = { ...fullPublicEvent, category: null, tags: [], venues: [], tickets: [] }
    expect(readPublicEvent(publicEventDocument(bare))).toEqual(bare)
  })

  it('puts related records in included, not in attributes', () => {
    const document = publicEventDocument(fullPublicEvent)
    const data = document.data as { attributes: Record<string, unknown> }
    for (const key of ['tickets', 'venues', 'tags', 'category', 'organizer'])
      expect(data.attributes).not.toHaveProperty(key)
    expect(document.included?.map((item) => item.type)).toContain('event-tickets')
  })

  it('leaves personal contact kinds out of the host card', () => {
    const contacts = publicContacts([
      { type: 'email', content: 'me@example.org' },
      { type: 'phone', content: '+302100000000' },
      { type: 'website', content: 'https://example.org' },
    ])
    expect(contacts).toEqual([{ type: 'website', content: 'https://example.org' }])
  })
})
