import { useMutation } from '@tanstack/react-query'
import { createApiClient } from '@tessera/shared/api/client'
import type { z } from 'zod'
import type { contactMessageInput } from '@tessera/shared/schemas/contact-message'

/**
 * The API as a visitor reaches it: no token (public endpoints never answer 401) and no sign-out on
 * a lost request, which the management apps do.
 */
export const publicApi = createApiClient({ baseUrl: '/api/v1', authenticate: false })

export type ContactMessage = z.output<typeof contactMessageInput>

/** POST /email/contact-organizer: a visitor's message, e-mailed to the organizer. */
export const sendContactMessage = (attributes: ContactMessage) =>
  publicApi.post('/email/contact-organizer', { data: { type: 'contact-messages', attributes } })

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
