import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DataDocument } from '@tessera/shared/jsonapi/document'
import { readBooking } from '@tessera/shared/public/booking'
import { publicApi } from '../../../lib/public-api'
import { getBookingQueryOptions } from './get-booking'

/** POST /public/bookings/{hash_code}/cancellation?token=…: the buyer cancels; answers the booking. */
export const cancelBooking = async (hashCode: string, token: string) =>
  readBooking(
    (await publicApi.post(
      `/public/bookings/${encodeURIComponent(hashCode)}/cancellation`,
      undefined,
      {
        searchParams: { token },
      },
    )) as DataDocument,
  )

/** Cancels, then shows the cancelled booking the API answered (no re-fetch). */
export function useCancelBooking(hashCode: string, token: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => cancelBooking(hashCode, token),
    onSuccess: (booking) =>
      client.setQueryData(getBookingQueryOptions(hashCode, token).queryKey, booking),
  })
}
