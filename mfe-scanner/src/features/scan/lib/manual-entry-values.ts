import { z } from 'zod'
import { ticketCodeFromText } from './scanned-code'

/** The manual entry: a ticket's link, pasted or typed, becomes the code it carries. */
export const manualEntryValues = z.object({
  link: z
    .string()
    .trim()
    .refine((text) => ticketCodeFromText(text) !== null, { params: { code: 'not_a_ticket_link' } }),
})
