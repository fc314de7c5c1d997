import { useSaveRecord } from '@tessera/shared/api/record-cache'
import { api } from '@tessera/shared/api/management'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { managedOrder, type ManagedOrder } from '@tessera/shared/schemas/guest'

/** The organizer cancels a booking, refunded in full when paid (`POST /orders/{id}/cancellation`). */
export async function cancelBooking(id: string): Promise<ManagedOrder> {
  return parseOne(await api.post(`orders/${encodeURIComponent(id)}/cancellation`), managedOrder)
}

/** The cancelled order becomes the cached record; the bookings lists are refreshed. */
export const useCancelBooking = () => useSaveRecord('orders', cancelBooking)
