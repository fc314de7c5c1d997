import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readBooking } from '@tessera/shared/public/booking'
import { publicApi } from '../../../lib/public-api'

/** GET /public/bookings/{hash_code}?token=…: the booking behind the link of its e-mail. */
export const getBooking = async (hashCode: string, token: string, signal?: AbortSignal) =>
  readBooking(
    (await publicApi.get(`/public/bookings/${encodeURIComponent(hashCode)}`, {
      searchParams: { token },
      signal,
    })) as DataDocument,
  )

export const getBookingQueryOptions = (hashCode: string, token: string) =>
  queryOptions({
    queryKey: ['orders', 'one', hashCode],
    queryFn: ({ signal }) => getBooking(hashCode, token, signal),
  })

export const useBooking = (hashCode: string, token: string) =>
  useQuery(getBookingQueryOptions(hashCode, token))
