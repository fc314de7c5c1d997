import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Event from '#models/event'
import { AssetFactory } from '#database/factories/asset_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TagFactory } from '#database/factories/tag_factory'
import { VenueFactory } from '#database/factories/venue_factory'

/**
 * Needs `userId`. A private, virtual, unlimited event a week from now, two hours long. States give
 * the other event types with what their rules need.
 */
export const EventFactory = factory
  .define(Event, ({ faker }) => {
    const startAt = DateTime.utc().plus({ days: 7 }).startOf('hour')
    return {
      name: faker.lorem.words(3),
      description: faker.lorem.sentence(),
      theme: 'base' as const,
      status: 'private' as const,
      startAt,
      endAt: startAt.plus({ hours: 2 }),
      timezone: 'Europe/Athens',
      duration: 2,
      timeunit: 'h' as const,
      eventType: 'virtual' as const,
      virtualLink: 'https://meet.example.com/abc',
      totalCapacity: -1,
      currency: 'eur',
      refundPolicy: 4 as const,
      absorbFee: 0 as const,
      importanceType: 'normal' as const,
    }
  })
  .state('physical', (event) => {
    event.eventType = 'physical'
    event.virtualLink = null
    event.totalCapacity = 100
  })
  .state('published', (event) => {
    event.status = 'public'
  })
  .state('past', (event) => {
    event.startAt = DateTime.utc().minus({ days: 7 }).startOf('hour')
    event.endAt = event.startAt.plus({ hours: 2 })
  })
  .relation('tags', () => TagFactory)
  .relation('venues', () => VenueFactory)
  .relation('eventTickets', () => EventTicketFactory)
  .relation('assets', () => AssetFactory)
  .build()
