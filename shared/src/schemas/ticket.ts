import { z } from 'zod'
import { id, requiredText, timestamp } from './common.js'

/** `tickets`: a ticket type an organizer owns (spec "events" §3 "Ticket"). */
export const ticket = z.object({
  id,
  name: z.string(),
  description: z.string(),
  created_at: timestamp,
  updated_at: timestamp.optional(),
})
export type Ticket = z.infer<typeof ticket>

/** POST /tickets: "Add ticket needs name and description" (spec "events" §5). */
export const ticketInput = z.object({ name: requiredText(255), description: requiredText(2000) })
export type TicketInput = z.input<typeof ticketInput>

export const ticketUpdateInput = ticketInput.partial()
export type TicketUpdateInput = z.input<typeof ticketUpdateInput>
