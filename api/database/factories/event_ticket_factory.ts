import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import EventTicket from '#models/event_ticket'

/** Needs `eventId` and `ticketId`. On sale from yesterday for thirty days, unlimited, free. */
export const EventTicketFactory = factory
  .define(EventTicket, () => ({
    priceCents: 0,
    absorbServiceFee: 0 as const,
    isReservation: false,
    maxQuantityPerPerson: null,
    personalizedTicket: false,
    phoneNumberEnabled: false,
    specialRequirementsRequired: false,
    totalQuantity: -1,
    soldQuantity: 0,
    startSaleAt: DateTime.utc().minus({ days: 1 }).startOf('second'),
    endSaleAt: DateTime.utc().plus({ days: 30 }).startOf('second'),
  }))
  .state('paid', (row) => {
    row.priceCents = 2500
  })
  .state('limited', (row) => {
    row.totalQuantity = 100
  })
  .build()
