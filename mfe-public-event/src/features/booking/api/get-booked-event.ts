import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readPublicEvent } from '@tessera/shared/public/public-event'
import { publicApi } from '../../../lib/public-api'

/** GET /public/events/{id}: the event a booking is for (its name, date, place and page). */
export const getBookedEvent = async (eventId: string, signal?: AbortSignal) =>
  readPublicEvent(
    (await publicApi.get(`/public/events/${encodeURIComponent(eventId)}`, {
      signal,
    })) as DataDocument,
  )

export const getBookedEventQueryOptions = (eventId: string | undefined) =>
  queryOptions({
    queryKey: ['events', 'public', eventId],
    queryFn: ({ signal }) => getBookedEvent(eventId!, signal),
    enabled: eventId !== undefined,
  })

export const useBookedEvent = (eventId: string | undefined) =>
  useQuery(getBookedEventQueryOptions(eventId))
