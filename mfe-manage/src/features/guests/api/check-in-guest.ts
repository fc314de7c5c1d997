import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import type { CheckInInput } from '@tessera/shared/schemas/check-in'

/** A scan's id for the API's once-only rule (docs/API.md "Check-in": `nonce`). */
const newNonce = () => `guest-list-${crypto.randomUUID()}`

/**
 * Checks one of an attendee's party in from the guest list (`quantity` 1), or undoes one
 * (`quantity` −1): `POST /check-ins`, then the guest lists are read again.
 */
export async function checkInGuest(attendeeId: string, quantity: 1 | -1) {
  const attributes: CheckInInput = {
    attendee_id: attendeeId,
    quantity,
    nonce: newNonce(),
    scanned_at: new Date().toISOString(),
  }
  await api.post('check-ins', { data: { type: 'check-ins', attributes } })
}

export function useCheckInGuest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ attendeeId, quantity }: { attendeeId: string; quantity: 1 | -1 }) =>
      checkInGuest(attendeeId, quantity),
    onSettled: () => client.invalidateQueries({ queryKey: ['attendees'] }),
  })
}
