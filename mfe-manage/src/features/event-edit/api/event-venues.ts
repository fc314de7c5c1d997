import { z } from 'zod'
import { api } from '@tessera/shared/api/management'
import { parseList } from '@tessera/shared/jsonapi/parse'
import {
  venue as venueSchema,
  type Venue,
  type VenueUpdateInput,
} from '@tessera/shared/schemas/venue'
import type { VenueDraft } from '../form/event-values'

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

const attributesOf = (draft: VenueDraft): VenueUpdateInput => ({
  name: draft.name.trim() || draft.address.trim(),
  address_name: draft.address.trim(),
  lat: coordinate(draft.lat),
  long: coordinate(draft.long),
})

/** A saved venue as the event includes it. */
type SavedVenue = Partial<Pick<Venue, 'name' | 'address_name' | 'lat' | 'long'>>

const sameAs = (draft: VenueDraft, saved: SavedVenue) => {
  const wanted = attributesOf(draft)
  return (
    wanted.name === saved.name &&
    wanted.address_name === saved.address_name &&
    wanted.lat === saved.lat &&
    wanted.long === saved.long
  )
}

/**
 * Saves a venue of the event form (docs/API.md `venues`): a new one is created, a changed one
 * updated, an unchanged one left alone. Returns the venue's id for the event's `venues`. A new venue
 * belongs to the event's organizer (`organizerId`, known to super users editing someone's event).
 */
export async function saveEventVenue(
  draft: VenueDraft,
  saved: SavedVenue | undefined,
  organizerId?: string,
): Promise<string> {
  if (draft.id && saved && sameAs(draft, saved)) return draft.id
  const owner =
    !draft.id && organizerId
      ? { relationships: { user: { data: { type: 'users', id: organizerId } } } }
      : {}
  const data = {
    type: 'venues',
    ...(draft.id ? { id: draft.id } : {}),
    attributes: attributesOf(draft),
    ...owner,
  }
  const answer = draft.id
    ? await api.patch(`venues/${encodeURIComponent(draft.id)}`, { data })
    : await api.post('venues', { data })
  return savedId.parse(answer).data.id
}

/** Only the saved venue's id is needed (the form keeps what it sent). */
const savedId = z.object({ data: z.object({ type: z.literal('venues'), id: z.string() }) })

/** The organizer's saved venues, to pick one for the event (super users: that organizer's). */
export async function listOwnVenues(
  organizerId: string | undefined,
  signal?: AbortSignal,
): Promise<Venue[]> {
  const owner = organizerId ? `&filter[user_id]=${encodeURIComponent(organizerId)}` : ''
  return parseList(
    await api.get(`venues?sort=name&page[size]=100${owner}`, { signal }),
    venueSchema,
  ).items
}
