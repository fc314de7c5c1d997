import { z } from 'zod'
import { emailAddress, id, requiredText } from './common.js'
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_REASONS } from '../domain/events/contact-reasons.js'

// The limits live in a module without zod, so a page can show them without loading zod.
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_REASONS,
  type ContactReason,
} from '../domain/events/contact-reasons.js'

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
