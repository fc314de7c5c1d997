import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DoorApi } from './check-in-api'
import { BUNDLE_REFRESH_MS } from './get-check-in-bundle'

/** Arrived / expected for the event and per gate, every device's admissions (while online). */
export const checkInCountsQueryOptions = (doorApi: DoorApi, eventId: string) =>
  queryOptions({
    queryKey: ['check-in-counts', eventId],
    queryFn: ({ signal }) => doorApi.getCounts(eventId, signal),
    refetchInterval: BUNDLE_REFRESH_MS,
  })

export const useCheckInCounts = (doorApi: DoorApi, eventId: string) =>
  useQuery(checkInCountsQueryOptions(doorApi, eventId))
