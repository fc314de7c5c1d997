import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { DateTime } from 'luxon'
import { categoryInput } from '@tessera/shared/schemas/category'
import { eventCreateInput, eventUpdateInput } from '@tessera/shared/schemas/event'
import { eventTicketInput } from '@tessera/shared/schemas/event-ticket'
import { tagInput } from '@tessera/shared/schemas/tag'
import { ticketInput } from '@tessera/shared/schemas/ticket'
import { venueInput } from '@tessera/shared/schemas/venue'
import Category from '#models/category'
import Event from '#models/event'
import User from '#models/user'
import { syncIdSequence } from '#lib/database_values'
import CreateCategory from '#services/categories/create_category'
import CreateEvent from '#services/events/create_event'
import UpdateEvent from '#services/events/update_event'
import CreateTag from '#services/tags/create_tag'
import CreateTicket from '#services/tickets/create_ticket'
import CreateEventTicket from '#services/tickets/create_event_ticket'
import CreateVenue from '#services/venues/create_venue'
import { demoAccounts } from '#database/seeders/accounts_seeder'

const ZONE = 'Europe/Athens'

/** A wall time `days` from today in the demo zone, as the API reads it (`YYYY-MM-DD HH:mm:ss`). */
const daysFromNow = (days: number, time: string) =>
  `${DateTime.now().setZone(ZONE).plus({ days }).toISODate()} ${time}:00`

/**
 * The demo organizer's events, so `npm start` opens on a product with something in it: the default
 * categories (ids 1 and 2, read-only in demo mode, with two more), tags, a venue, ticket types, and
 * three upcoming events — physical, virtual and hybrid, the first two public — with their tickets.
 * Everything goes through the same services and shared schemas as the API's requests, so the demo
 * data obeys every rule. Runs only on a database with no events and no categories yet; a second run
 * changes nothing.
 */
export default class DemoEventsSeeder extends BaseSeeder {
  async run() {
    if ((await Event.query().limit(1)).length || (await Category.query().limit(1)).length) return
    const accounts = await demoAccounts()
    const organizerEmail = accounts.find((account) => account.role === 'organizer')?.email
    const organizer = await User.query()
      .where('email', organizerEmail ?? '')
      .preload('role')
      .first()
    if (!organizer) return
    // The default event and categories are ids 1 and 2 (demo mode protects them): on PostgreSQL the
    // sequences of the empty tables may have moved on (rows made and deleted), so they start again.
    for (const table of ['categories', 'events']) await syncIdSequence(this.client, table)
    const now = new Date()

    const [music, conference] = await Promise.all(
      [
        { name: 'Music', description: 'Concerts, festivals and live sessions.' },
        { name: 'Conference', description: 'Talks, summits and meet-ups.' },
      ].map((category) => CreateCategory.handle(categoryInput.parse(category))),
    )
    for (const name of ['Workshop', 'Theatre'])
      await CreateCategory.handle(categoryInput.parse({ name, description: null }))

    const tag = (name: string, color: string) =>
      CreateTag.handle(organizer, tagInput.parse({ name, color }))
    const jazz = await tag('Jazz', '#1d4ed8')
    const live = await tag('Live music', '#b91c1c')
    const tech = await tag('Technology', '#047857')
    const online = await tag('Online', '#6d28d9')

    const venue = await CreateVenue.handle(
      organizer,
      venueInput.parse({
        name: 'Technopolis City of Athens',
        address_name: 'Pireos 100, Athens 118 54, Greece',
        city: 'Athens',
        country: 'Greece',
        postal_code: '118 54',
        lat: 37.9786,
        long: 23.7132,
      }),
    )

    const ticketType = (name: string, description: string) =>
      CreateTicket.handle(organizer, ticketInput.parse({ name, description }))
    const standing = await ticketType('Standing', 'Entry to the standing area.')
    const student = await ticketType('Student', 'Reduced price with a valid student card.')
    const freePass = await ticketType('Free pass', 'Free registration.')
    const inPerson = await ticketType('In person', 'A seat in the hall, lunch included.')

    const event = async (
      created: Record<string, unknown>,
      details: Record<string, unknown>,
      relations: { categoryId: number; tagIds: number[]; venueIds?: number[] },
    ) => {
      const saved = await CreateEvent.handle(
        organizer,
        eventCreateInput.parse({ timezone: ZONE, ...created }),
        { categoryId: relations.categoryId, tagIds: relations.tagIds },
        now,
      )
      return UpdateEvent.handle(
        organizer,
        saved.id,
        eventUpdateInput.parse(details),
        { venues: (relations.venueIds ?? []).map((id, index) => ({ index, id })) },
        now,
      )
    }
    const offer = (eventId: number, ticketId: number, settings: Record<string, unknown>) =>
      CreateEventTicket.handle(organizer, eventTicketInput.parse(settings), { eventId, ticketId })

    const jazzNight = await event(
      {
        name: 'Harbour Jazz Night',
        description: 'An evening of jazz by the sea with the Aegean Quartet and guests.',
        start_at: daysFromNow(21, '20:00'),
        duration: 3,
        timeunit: 'h',
      },
      {
        status: 'public',
        event_type: 'physical',
        total_capacity: 300,
        additional_description:
          '<h2>Programme</h2><p>Two sets by the <strong>Aegean Quartet</strong>, then an open jam session.</p><ul><li>Doors open at 19:30</li><li>Bar and light food on site</li></ul>',
        event_agenda: [
          { title: 'Doors open', start_at: '19:30' },
          { title: 'First set', name: 'Aegean Quartet', start_at: '20:00' },
          { title: 'Jam session', start_at: '22:00' },
        ],
        event_faqs: [
          {
            name: 'Is there seating?',
            content: 'The hall is standing; a few seats are kept for those who need them.',
          },
          { name: 'Can I bring children?', content: 'Yes, under-12s come free with an adult.' },
        ],
        event_host: [{ type: 'email', content: 'organizer@tessera.test' }],
        show_on_calendar: true,
      },
      { categoryId: music.id, tagIds: [jazz.id, live.id], venueIds: [venue.id] },
    )
    const sale = (lastDay: number) => ({
      sale_range: [daysFromNow(0, '00:00'), daysFromNow(lastDay, '23:59')],
    })
    await offer(jazzNight.id, standing.id, {
      price: 15,
      absorb_service_fee: 0,
      total_quantity: 250,
      max_quantity_per_person: 6,
      ...sale(20),
    })
    await offer(jazzNight.id, student.id, {
      price: 8,
      absorb_service_fee: -1,
      total_quantity: 50,
      max_quantity_per_person: 1,
      custom_description: 'Show your student card at the door.',
      ...sale(20),
    })

    const webinar = await event(
      {
        name: 'Building web apps with TypeScript',
        description: 'A two-hour live session on typed front ends, with questions at the end.',
        start_at: daysFromNow(10, '18:00'),
        duration: 2,
        timeunit: 'h',
      },
      {
        status: 'public',
        event_type: 'virtual',
        virtual_link: 'https://meet.example.com/tessera-typescript',
        unlimited_attendees: true,
        additional_description: '<p>Bring your questions: the last half hour is for them.</p>',
      },
      { categoryId: conference.id, tagIds: [tech.id, online.id] },
    )
    await offer(webinar.id, freePass.id, { price: 0, absorb_service_fee: 1, ...sale(9) })

    const summit = await event(
      {
        name: 'Athens Tech Summit',
        description: 'A day of talks on the web, data and design, in the hall and online.',
        start_at: daysFromNow(45, '09:30'),
        duration: 9,
        timeunit: 'h',
      },
      {
        status: 'private',
        event_type: 'hybrid',
        total_capacity: 500,
        virtual_link: 'https://meet.example.com/athens-tech-summit',
      },
      { categoryId: conference.id, tagIds: [tech.id], venueIds: [venue.id] },
    )
    await offer(summit.id, inPerson.id, {
      price: 49,
      absorb_service_fee: 0,
      total_quantity: 400,
      attendance_type: 'physical',
      ...sale(44),
    })
    await offer(summit.id, freePass.id, {
      price: 0,
      absorb_service_fee: 1,
      total_quantity: 100,
      attendance_type: 'virtual',
      ...sale(44),
    })
  }
}
