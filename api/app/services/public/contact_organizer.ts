import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import { PUBLISHED_STATUSES } from '@tessera/shared/domain/events/constants'
import { DEFAULT_LOCALE, isLocale } from '@tessera/shared/i18n/locales'
import type { contactMessageInput } from '@tessera/shared/schemas/contact-message'
import ApiError from '#exceptions/api_error'
import { enqueueMail } from '#services/mail/outbox'
import { idOfCode } from '#services/public/public_event_sql'
import { publicPageUrl } from '#services/public/event_calendar'

type ContactMessage = z.output<typeof contactMessageInput>

type Recipient = {
  id: number
  hash_code: string
  event_name: string
  organizer_name: string
  organizer_email: string
  organizer_locale: string | null
}

/**
 * A visitor writes to the organizer of a published event (spec "events" §5, "Contact the
 * organizer"): one e-mail in the outbox, to the organizer, in the organizer's language, with
 * Reply-To the visitor so the organizer answers them directly. The organizer's address is never
 * shown to the visitor. An event that is not published is not found.
 */
export default class ContactOrganizer {
  static async handle(input: ContactMessage): Promise<void> {
    await db.transaction(async (trx) => {
      const recipient: Recipient | null = await trx
        .from('events as e')
        .join('users as u', 'u.id', 'e.user_id')
        .where('e.id', idOfCode(input.event_id))
        .whereIn('e.status', [...PUBLISHED_STATUSES])
        .select(
          'e.id',
          'e.hash_code',
          'e.name as event_name',
          'u.name as organizer_name',
          'u.email as organizer_email',
          'u.locale as organizer_locale',
        )
        .first()
      if (!recipient) throw ApiError.notFound()
      await enqueueMail(trx, {
        to: recipient.organizer_email,
        replyTo: input.email,
        locale: isLocale(recipient.organizer_locale) ? recipient.organizer_locale : DEFAULT_LOCALE,
        template: 'contact_organizer',
        data: {
          organizerName: recipient.organizer_name,
          eventName: recipient.event_name,
          eventUrl: publicPageUrl({ id: String(recipient.id), hash_code: recipient.hash_code }),
          reason: input.reason,
          visitorName: input.name,
          visitorEmail: input.email,
          message: input.message,
        },
      })
    })
  }
}
