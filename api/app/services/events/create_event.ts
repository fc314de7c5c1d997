import db from '@adonisjs/lucid/services/db'
import { applyEventPlan } from '@tessera/shared/domain/events/plan-gates'
import type { z } from 'zod'
import type { eventCreateInput } from '@tessera/shared/schemas/event'
import { planGate } from '#lib/plan_gates'
import Event from '#models/event'
import type User from '#models/user'
import { applyDraft, newEventDraft, withChanges } from '#services/events/event_draft'
import { resolveRelations, type RequestedRelations } from '#services/events/event_relations'
import { checkedDraft, refuseIssues } from '#services/events/event_rules'
import { resolveDates } from '#services/events/event_timing'
import { sanitizeRichText } from '#services/events/rich_text'
import { plannedAddress, savePlannedVenues } from '#services/venues/event_venues'

type Input = z.output<typeof eventCreateInput>

/**
 * Add Event (spec "events" §2, §4): the caller is the organizer; the event starts private with a
 * fresh uuid and hash code; the Add Event rules apply (start not before today, at least one tag).
 * New and changed venues are written with the event in one transaction, after every check.
 */
export default class CreateEvent {
  /** The organizer's plan drops or refuses attributes (spec "events" §5, §6). */
  static readonly plan = planGate<Input>({ attributes: applyEventPlan })

  static async handle(
    organizer: User,
    input: Input,
    requested: RequestedRelations,
    now: Date,
  ): Promise<Event> {
    const attributes = CreateEvent.plan.enforce(organizer, input)
    const changes = {
      ...attributes,
      additional_description: sanitizeRichText(attributes.additional_description),
    }
    const dated = resolveDates(withChanges(newEventDraft(organizer), changes), attributes)
    refuseIssues(dated.issues)
    return db.transaction(async (trx) => {
      const relations = await resolveRelations(trx, organizer.id, requested)
      const draft = checkedDraft(
        { ...dated.draft, status: 'private' },
        {
          venueAddresses: (relations.venues ?? []).map(plannedAddress),
          tagCount: relations.tags?.length ?? 0,
        },
        { mode: 'create', now },
      )
      const event = new Event().useTransaction(trx)
      event.userId = organizer.id
      event.categoryId = relations.categoryId ?? null
      applyDraft(event, draft)
      await event.save()
      if (relations.tags) await event.related('tags').attach(relations.tags.map((tag) => tag.id))
      if (relations.venues)
        await event
          .related('venues')
          .attach(await savePlannedVenues(trx, organizer.id, event.id, relations.venues))
      return event
    })
  }
}
