import type { Venue, VenueUpdateInput } from '@tessera/shared/schemas/venue'
import type { VenueLinkage } from '../../../lib/events-api'
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
 * A venue of the event form as an entry of the event's `venues` (docs/API.md "Events"): an
 * unchanged saved venue by its id, a changed one with its attributes (the API copies it when other
 * events use it), a new one with a `lid` and its attributes. The API saves them with the event.
 */
export function venueLinkage(
  draft: VenueDraft,
  saved: SavedVenue | undefined,
  index: number,
): VenueLinkage {
  if (draft.id && saved && sameAs(draft, saved)) return { type: 'venues', id: draft.id }
  const identity = draft.id ? { id: draft.id } : { lid: `venue-${index}` }
  return { type: 'venues', ...identity, attributes: attributesOf(draft) }
}
