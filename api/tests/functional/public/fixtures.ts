import { DateTime } from 'luxon'
import type { EventStatus } from '@tessera/shared/domain/events/constants'
import type { HostContact } from '@tessera/shared/schemas/event-sections'
import type User from '#models/user'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { createUser } from '#tests/helpers'
import { ownTagAndVenue } from '../events/helpers.js'

/** Host contacts of every kind: the personal ones (e-mail, phone, …) must never be public. */
export const HOST_CONTACTS: HostContact[] = [
  { type: 'website', content: 'https://studio.example.org' },
  { type: 'email', content: 'host-private@example.org' },
  { type: 'phone', content: '+30 210 555 0101' },
  { type: 'whatsapp', content: '+30 690 555 0102' },
  { type: 'viber', content: '+30 690 555 0103' },
  { type: 'instagram', content: 'studiomeraki' },
]

/**
 * A physical event of an organizer with a category, a tag, a venue and a paid ticket of 100
 * units (12 sold) on sale from yesterday for thirty days, in the given status.
 */
export async function publishedEvent(status: EventStatus = 'public', organizer?: User) {
  const user = organizer ?? (await createUser('organizer', { name: 'Studio Meraki' }))
  const { tag, venue } = await ownTagAndVenue(user)
  const category = await CategoryFactory.create()
  const event = await EventFactory.apply('physical')
    .merge({
      userId: user.id,
      categoryId: category.id,
      status,
      name: 'Athens Design Week',
      eventHost: HOST_CONTACTS,
    })
    .create()
  await event.related('tags').attach([tag.id])
  await event.related('venues').attach([venue.id])
  const ticket = await TicketFactory.merge({ userId: user.id, name: 'Full pass' }).create()
  const offer = await EventTicketFactory.apply('paid', 'limited')
    .merge({ eventId: event.id, ticketId: ticket.id, soldQuantity: 12 })
    .create()
  return { user, event, offer, tag, venue, category }
}

/** A wall time in Athens as an instant (`2031-05-01 00:00:00` → the UTC instant). */
export const athens = (wall: string) => DateTime.fromSQL(wall, { zone: 'Europe/Athens' }).toUTC()
