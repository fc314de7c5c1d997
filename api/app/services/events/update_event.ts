import db from '@adonisjs/lucid/services/db'
import { applyEventPlan } from '@tessera/shared/domain/events/plan-gates'
import type { z } from 'zod'
import type { eventUpdateInput } from '@tessera/shared/schemas/event'
import { planGate } from '#lib/plan_gates'
import type Event from '#models/event'
import type User from '#models/user'
import { applyDraft, draftOf, withChanges } from '#services/events/event_draft'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'
import { findEventForUpdate, organizerOf } from '#services/events/event_queries'
import { resolveRelations, type RequestedRelations } from '#services/events/event_relations'
import { checkedDraft, refuseIssues } from '#services/events/event_rules'
import { resolveDates } from '#services/events/event_timing'
import { sanitizeRichText } from '#services/events/rich_text'
import { plannedAddress, savePlannedVenues } from '#services/venues/event_venues'

type Input = z.output<typeof eventUpdateInput>

/**
 * Edit Event (spec "events" §2, §4, §5): a partial change. The type effects and every rule of the
 * edit form apply to the event as it will be saved (the saved event with the changes over it); the
 * plan limits are the organizer's. The event's new and changed venues are written with it in one
 * transaction, after every check, so a refused save changes nothing.
 */
export default class UpdateEvent {
  /** The organizer's plan (not a super user's) drops or refuses attributes (spec "events" §5, §6). */
  static readonly plan = planGate<Input>({ attributes: applyEventPlan })

  static async handle(
    actor: User,
    id: number,
    input: Input,
    requested: RequestedRelations,
    now: Date,
  ): Promise<Event> {
    return db.transaction(async (trx) => {
      const event = await findEventForUpdate(actor, id, trx)
      ensureNotDemoLocked(event.id)
      const attributes = UpdateEvent.plan.enforce(await organizerOf(event, actor, trx), input)
      const changes =
        attributes.additional_description === undefined
          ? attributes
          : {
              ...attributes,
              additional_description: sanitizeRichText(attributes.additional_description),
            }
      const dated = resolveDates(withChanges(draftOf(event), changes), attributes)
      refuseIssues(dated.issues)
      const relations = await resolveRelations(trx, event.userId, requested)
      const venueAddresses = relations.venues
        ? relations.venues.map(plannedAddress)
        : (await event.related('venues').query()).map((venue) => venue.addressName)
      const tagCount = relations.tags?.length ?? (await event.related('tags').query()).length
      const draft = checkedDraft(dated.draft, { venueAddresses, tagCount }, { mode: 'update', now })
      applyDraft(event, draft)
      if (relations.categoryId !== undefined) event.categoryId = relations.categoryId
      await event.save()
      if (relations.tags) await event.related('tags').sync(relations.tags.map((tag) => tag.id))
      if (relations.venues)
        await event
          .related('venues')
          .sync(await savePlannedVenues(trx, event.userId, event.id, relations.venues))
      return event
    })
  }
}
