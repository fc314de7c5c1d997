import { useMutation } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'

/** Sends the e-mail verification link again (`POST /me/email-verification`, queued). */
export async function sendVerification(): Promise<void> {
  await api.post('me/email-verification')
}

export const useSendVerification = () => useMutation({ mutationFn: sendVerification })
