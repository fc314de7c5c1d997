import db from '@adonisjs/lucid/services/db'
import { applyEventTicketPlan } from '@tessera/shared/domain/events/plan-gates'
import ApiError from '#exceptions/api_error'
import { planGate } from '#lib/plan_gates'
import { lockRows } from '#lib/row_locks'
import Event from '#models/event'
import type EventTicket from '#models/event_ticket'
import type User from '#models/user'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'
import {
  resolveEventTicketSettings,
  type EventTicketSettingsInput,
} from '#services/tickets/event_ticket_settings'
import { findEventTicketForUpdate } from '#services/tickets/ticket_queries'

export type FixedRelations = {
  eventId: number | null | undefined
  ticketId: number | null | undefined
}

/** An offer stays on its event and ticket; naming others in a PATCH is refused. */
function ensureSameRelations(offer: EventTicket, relations: FixedRelations): void {
  for (const [name, id, current] of [
    ['event', relations.eventId, offer.eventId],
    ['ticket', relations.ticketId, offer.ticketId],
  ] as const) {
    if (id !== undefined && id !== current)
      throw new ApiError(422, { code: 'invalid_value', pointer: `/data/relationships/${name}` })
  }
}

/**
 * Changes a ticket's settings on its event. The offer and its event are locked, so an order's
 * guarded stock update waits and the quantity is checked against the units sold at this moment
 * (a limited quantity is never below them; docs/ARCHITECTURE.md "Stock"). `sold_quantity` is
 * read-only here.
 */
export default class UpdateEventTicket {
  /** The organizer's plan refuses prices, phone numbers, personalized tickets (spec "events" §5). */
  static readonly plan = planGate<EventTicketSettingsInput>({ attributes: applyEventTicketPlan })

  static async handle(
    actor: User,
    id: number,
    input: EventTicketSettingsInput,
    relations: FixedRelations,
  ): Promise<EventTicket> {
    return db.transaction(async (trx) => {
      const offer = await findEventTicketForUpdate(actor, id, trx)
      ensureNotDemoLocked(offer.eventId)
      ensureSameRelations(offer, relations)
      await lockRows(Event.query({ client: trx }).where('id', offer.eventId), trx).firstOrFail()
      const sent = UpdateEventTicket.plan.enforce(offer.event.user, input)
      offer.merge(resolveEventTicketSettings(offer.event, sent, offer))
      await offer.save()
      return offer
    })
  }
}
