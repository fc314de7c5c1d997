import { useAsync } from '@tessera/shared/ui/use-async'
import { getVenue, listVenues } from '../api/venues'

/** One page of the venues list for a JSON:API query string. */
export function useVenues(queryString: string) {
  return useAsync((signal) => listVenues(queryString, signal), [queryString])
}

/** The venue being edited; nothing to load when adding one. */
export function useVenue(id: string | undefined) {
  return useAsync(async (signal) => (id ? getVenue(id, signal) : null), [id])
}
