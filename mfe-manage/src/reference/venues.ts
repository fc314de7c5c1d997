import { queryOptions, useQuery } from '@tanstack/react-query'
import { venue, type Venue } from '@tessera/shared/schemas/venue'
import { getAllPages } from '@tessera/shared/api/resource'

const ownerFilter = (organizerId: string | undefined) =>
  organizerId ? `&filter[user_id]=${encodeURIComponent(organizerId)}` : ''

/** The organizer's saved venues, by name (super users: that organizer's). */
export const listVenues = (
  organizerId: string | undefined,
  signal?: AbortSignal,
): Promise<Venue[]> => getAllPages('venues', venue, `sort=name${ownerFilter(organizerId)}`, signal)

export const venuesQueryOptions = (organizerId: string | undefined) =>
  queryOptions({
    queryKey: ['venues', 'all', organizerId ?? null],
    queryFn: ({ signal }) => listVenues(organizerId, signal),
  })

/** The saved venues an event can reuse. */
export const useVenues = (organizerId: string | undefined) =>
  useQuery(venuesQueryOptions(organizerId))
