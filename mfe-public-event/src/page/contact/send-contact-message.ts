import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { contactMessageInput } from '@tessera/shared/schemas/contact-message'
import { publicApi } from '../../lib/public-api'

export type ContactMessage = z.output<typeof contactMessageInput>

/** POST /email/contact-organizer: a visitor's message, e-mailed to the organizer. */
export const sendContactMessage = (attributes: ContactMessage) =>
  publicApi.post('/email/contact-organizer', { data: { type: 'contact-messages', attributes } })

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
