import { z } from 'zod'
import { emailAddress, id, requiredText } from './common.js'

/** The reasons a visitor writes to an organizer (spec "events" §5), as stored and sent. */
export const CONTACT_REASONS = ['event', 'ticket', 'refund'] as const
export type ContactReason = (typeof CONTACT_REASONS)[number]

/** The longest message a visitor may send an organizer (spec "events" §9). */
export const CONTACT_MESSAGE_MAX_LENGTH = 500

/**
 * POST /email/contact-organizer, `type: contact-messages`: a visitor's message to the organizer of
 * a published event. The organizer gets it by e-mail with Reply-To the visitor.
 */
export const contactMessageInput = z.object({
  name: requiredText(255),
  email: emailAddress,
  reason: z.enum(CONTACT_REASONS).default('event'),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  event_id: id,
})
export type ContactMessageInput = z.input<typeof contactMessageInput>
