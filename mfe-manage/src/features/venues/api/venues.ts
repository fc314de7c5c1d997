import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import {
  venue,
  type Venue,
  type VenueInput,
  type VenueUpdateInput,
} from '@tessera/shared/schemas/venue'

/** The organizer's venues (docs/API.md: `venues`, owner-scoped). */
export async function listVenues(queryString: string, signal?: AbortSignal) {
  return parseList(await api.get(`venues?${queryString}`, { signal }), venue)
}

export async function getVenue(id: string, signal?: AbortSignal): Promise<Venue> {
  return parseOne(await api.get(`venues/${encodeURIComponent(id)}`, { signal }), venue)
}

/** The screen goes back to the list, so the answer's document is not needed. */
export async function createVenue(attributes: VenueInput): Promise<void> {
  await api.post('venues', { data: { type: 'venues', attributes } })
}

export async function updateVenue(id: string, attributes: VenueUpdateInput): Promise<void> {
  await api.patch(`venues/${encodeURIComponent(id)}`, { data: { type: 'venues', id, attributes } })
}

export async function deleteVenue(id: string): Promise<void> {
  await api.delete(`venues/${encodeURIComponent(id)}`)
}
