import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { contactMessageInput } from '@tessera/shared/schemas/contact-message'
import { resourceAttributes } from '#lib/validation'
import ContactOrganizer from '#services/public/contact_organizer'

/** `POST /email/contact-organizer`: a visitor's message to an organizer, sent by e-mail. */
export default class PublicContactMessagesController {
  async store({ request, response }: HttpContext) {
    const input = resourceAttributes(request, 'contact-messages', contactMessageInput)
    await ContactOrganizer.handle(input)
    return response.accepted(metaDocument({ status: 'queued' }))
  }
}
