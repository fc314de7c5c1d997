import { useMutation } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'

/** Sends a booking's confirmation e-mail again (`POST /orders/{id}/confirmation`, queued). */
export async function resendConfirmation(id: string): Promise<void> {
  await api.post(`orders/${encodeURIComponent(id)}/confirmation`)
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation })
