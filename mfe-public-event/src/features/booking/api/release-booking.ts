import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readBooking } from '@tessera/shared/public/booking'
import { publicApi } from '../../../lib/public-api'
import { getBookingQueryOptions } from './get-booking'

/** POST /public/bookings/{hash_code}/release?token=…: the buyer lets their hold go; answers the booking. */
export const releaseBooking = async (hashCode: string, token: string) =>
  readBooking(
    (await publicApi.post(`/public/bookings/${encodeURIComponent(hashCode)}/release`, undefined, {
      searchParams: { token },
    })) as DataDocument,
  )

/** Releases, then keeps the expired booking the API answered (no re-fetch). */
export function useReleaseBooking(hashCode: string, token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => releaseBooking(hashCode, token),
    onSuccess: (booking) =>
      client.setQueryData(getBookingQueryOptions(hashCode, token).queryKey, booking),
  })
}
