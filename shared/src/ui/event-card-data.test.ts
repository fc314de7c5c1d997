import { describe, expect, it } from 'vitest'
import type { PublicListedEvent } from '../public/public-listing.js'
import { publicCardOf } from './event-card-data.js'

const organizer = { id: '8', uuid: 'u-8', name: 'Eleni Papadaki', profile_image: null }
const listed: PublicListedEvent = {
  id: '4',
  hash_code: 'code4',
  name: 'Jazz night',
  description: 'Live by the sea.',
  status: 'public',
  start_at: '2031-05-20T19:30:00.000+03:00',
  end_at: '2031-05-20T22:30:00.000+03:00',
  timezone: 'Europe/Athens',
  event_type: 'hybrid',
  hero_image: null,
  virtual_link: 'https://meet.example.org/jazz',
  category: { id: '2', name: 'Music' },
  tags: [{ id: '3', name: 'jazz', color: '#123456' }],
  venue: { name: 'Harbour', address_name: '1 Akti Miaouli', city: 'Piraeus', country: 'Greece' },
  organizer,
}

describe('publicCardOf', () => {
  it('shows a public event with its venue on one line, its organizer, category and tags', () => {
    const card = publicCardOf(listed)
    expect(card).toMatchObject({
      id: '4',
      hash_code: 'code4',
      organizer: 'Eleni Papadaki',
      virtual_link: 'https://meet.example.org/jazz',
    })
    expect(card.venue).toContain('1 Akti Miaouli')
    expect(card.category).toBe('Music')
    expect(card.tags).toEqual([{ id: '3', name: 'jazz', color: '#123456' }])
  })

  it('has no venue line without a venue', () => {
    expect(publicCardOf({ ...listed, venue: null }).venue).toBeNull()
  })
})
