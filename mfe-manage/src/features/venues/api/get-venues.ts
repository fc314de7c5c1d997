import { useQuery } from '@tanstack/react-query'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { getPage } from '@tessera/shared/api/resource'
import { venue } from '@tessera/shared/schemas/venue'

/** One page of the organizer's venues (docs/API.md `venues`, owner-scoped) for a JSON:API query string. */
export const getVenues = (queryString: string, signal?: AbortSignal) =>
  getPage('venues', venue, queryString, signal)

export const getVenuesQueryOptions = (queryString: string) =>
  pageQueryOptions('venues', queryString, getVenues)

export const useVenues = (queryString: string) => useQuery(getVenuesQueryOptions(queryString))
