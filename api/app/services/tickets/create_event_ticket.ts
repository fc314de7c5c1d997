import db from '@adonisjs/lucid/services/db'
import { applyEventTicketPlan } from '@tessera/shared/domain/events/plan-gates'
import ApiError from '#exceptions/api_error'
import { planGate } from '#lib/plan_gates'
import { lockRows } from '#lib/row_locks'
import { unknownRelated } from '#lib/relationships'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import Ticket from '#models/ticket'
import type User from '#models/user'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'
import { scopeToOwner } from '#policies/owner_policy'
import {
  resolveEventTicketSettings,
  type EventTicketSettingsInput,
} from '#services/tickets/event_ticket_settings'

export type EventTicketRelations = {
  eventId: number | null | undefined
  ticketId: number | null | undefined
}

const required = (name: string) =>
  new ApiError(422, { code: 'required', pointer: `/data/relationships/${name}` })

/** The caller's event (locked: its capacity is what the quantity is checked against) with its organizer. */
async function ownEvent(actor: User, id: number, trx: Parameters<typeof lockRows>[1]) {
  const query = scopeToOwner(Event.query({ client: trx }), actor).where('id', id)
  const event = await lockRows(query, trx)
    .preload('user', (user) => user.preload('role'))
    .first()
  if (!event) throw unknownRelated('event')
  ensureNotDemoLocked(event.id)
  return event
}

/**
 * Offers one of the organizer's ticket types on one of their events (the Ticketing tab: "choose
 * tickets; each chosen ticket becomes a card with its settings"). The event and the ticket must
 * be the caller's (the ticket its organizer's, for super users), else 422 on the relationship; a
 * ticket is offered once per event (409 `already_exists`).
 */
export default class CreateEventTicket {
  /** The organizer's plan refuses prices, phone numbers, personalized tickets (spec "events" §5). */
  static readonly plan = planGate<EventTicketSettingsInput>({ attributes: applyEventTicketPlan })

  static async handle(
    actor: User,
    input: EventTicketSettingsInput,
    relations: EventTicketRelations,
  ): Promise<EventTicket> {
    if (!relations.eventId) throw required('event')
    if (!relations.ticketId) throw required('ticket')
    const { eventId, ticketId } = relations as { eventId: number; ticketId: number }
    return db.transaction(async (trx) => {
      const event = await ownEvent(actor, eventId, trx)
      const ticket = await Ticket.query({ client: trx })
        .where({ id: ticketId, user_id: event.userId })
        .first()
      if (!ticket) throw unknownRelated('ticket')
      if (
        await EventTicket.query({ client: trx })
          .where({ event_id: event.id, ticket_id: ticket.id })
          .first()
      ) {
        throw new ApiError(409, { code: 'already_exists', pointer: '/data/relationships/ticket' })
      }
      const settings = resolveEventTicketSettings(
        event,
        CreateEventTicket.plan.enforce(event.user, input),
        null,
      )
      const fresh = {
        eventId: event.id,
        ticketId: ticket.id,
        soldQuantity: 0,
        floorPlanImage: null,
        ...settings,
      }
      const offer = await EventTicket.create(fresh, { client: trx })
      offer.$setRelated('event', event)
      offer.$setRelated('ticket', ticket)
      return offer
    })
  }
}
