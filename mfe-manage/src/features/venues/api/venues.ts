import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { venue, type Venue, type VenueInput, type VenueUpdateInput } from '@tessera/shared/schemas/venue'

/** The organizer's venues (docs/API.md: `venues`, owner-scoped). */
export async function listVenues(queryString: string, signal?: AbortSignal) {
  return parseList(await api.get(`venues?${queryString}`, { signal }), venue)
}

export async function getVenue(id: string, signal?: AbortSignal): Promise<Venue> {
  return parseOne(await api.get(`venues/${encodeURIComponent(id)}`, { signal }), venue)
}

export async function createVenue(attributes: VenueInput): Promise<Venue> {
  return parseOne(await api.post('venues', { data: { type: 'venues', attributes } }), venue)
}

export async function updateVenue(id: string, attributes: VenueUpdateInput): Promise<Venue> {
  return parseOne(await api.patch(`venues/${encodeURIComponent(id)}`, { data: { type: 'venues', id, attributes } }), venue)
}

export async function deleteVenue(id: string): Promise<void> {
  await api.delete(`venues/${encodeURIComponent(id)}`)
}
