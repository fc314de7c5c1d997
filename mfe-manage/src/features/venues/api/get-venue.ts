import { useQuery } from '@tanstack/react-query'
import { recordQueryOptions } from '@tessera/shared/api/record-cache'
import { getRecord } from '@tessera/shared/api/resource'
import { venue } from '@tessera/shared/schemas/venue'

export const getVenue = (id: string, signal?: AbortSignal) =>
  getRecord('venues', venue, id, { signal })

export const getVenueQueryOptions = (id: string | undefined) =>
  recordQueryOptions('venues', id, getVenue)

/** The venue being edited; `null` when adding one. */
export const useVenue = (id: string | undefined) => useQuery(getVenueQueryOptions(id))
