import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime, type Duration } from 'luxon'
import { COPY_MARK, copyName } from '@tessera/shared/domain/events/copy-name'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { startIssues } from '@tessera/shared/domain/events/validate-event'
import { DATE_YEARS, withinDateYears } from '@tessera/shared/schemas/event-date-time'
import type { Locale } from '@tessera/shared/i18n/locales'
import { serverI18n } from '@tessera/shared/i18n/server'
import { translate } from '@tessera/shared/i18n/translate'
import ApiError from '#exceptions/api_error'
import { planGate } from '#lib/plan_gates'
import Asset from '#models/asset'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import type User from '#models/user'
import { findEventForUpdate, organizerOf } from '#services/events/event_queries'
import { refuseIssues } from '#services/events/event_rules'

/** Columns a clone does not take from its original. */
const OWN_COLUMNS = [
  'id',
  'uuid',
  'hashCode',
  'createdAt',
  'updatedAt',
  'startAt',
  'endAt',
  'status',
]

function newDates(original: Event, input: { start_at: string; end_at: string }, now: Date) {
  const start = parseEventDateTime(input.start_at, original.timezone)
  const end = parseEventDateTime(input.end_at, original.timezone)
  refuseIssues([
    ...(start
      ? startIssues(start, original.timezone, now)
      : [{ field: 'start_at', code: 'invalid_date' as const }]),
    ...(end ? [] : [{ field: 'end_at', code: 'invalid_date' as const }]),
    ...(start && end && end < start
      ? [{ field: 'end_at', code: 'end_before_start' as const }]
      : []),
  ])
  return {
    startAt: DateTime.fromJSDate(start!, { zone: 'utc' }),
    endAt: DateTime.fromJSDate(end!, { zone: 'utc' }),
  }
}

/** `instant` moved by `shift`; a move beyond `DATE_YEARS` refuses the new start (422). */
function shifted(instant: DateTime, shift: Duration): DateTime {
  const moved = instant.plus(shift)
  if (!moved.isValid || !withinDateYears(moved.toJSDate())) {
    throw ApiError.invalid('start_at', 'date_out_of_range', { ...DATE_YEARS })
  }
  return moved
}

/**
 * Ticket offers start with nothing sold; their sale windows move by as much as the event did, and
 * must stay within `DATE_YEARS` like every date (else the whole duplicate is refused).
 */
async function copyTickets(trx: TransactionClientContract, original: Event, clone: Event) {
  const shift = clone.startAt.diff(original.startAt)
  const offers = await EventTicket.query({ client: trx })
    .where('event_id', original.id)
    .orderBy('id')
  for (const offer of offers) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = offer.$attributes
    await EventTicket.create(
      {
        ...settings,
        eventId: clone.id,
        soldQuantity: 0,
        startSaleAt: shifted(offer.startSaleAt, shift),
        endSaleAt: shifted(offer.endSaleAt, shift),
      },
      { client: trx },
    )
  }
}

/** Additional images and documents: new rows that reference the same stored files. */
async function copyAssets(trx: TransactionClientContract, original: Event, clone: Event) {
  const assets = await Asset.query({ client: trx }).where('event_id', original.id).orderBy('id')
  for (const asset of assets) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...file } = asset.$attributes
    await Asset.create({ ...file, eventId: clone.id }, { client: trx })
  }
}

/**
 * Duplicate Event (spec "events" §2, §4 "Clone"): a private copy named "… (copy)" in the
 * requester's language, with new dates (the start not before today), a new uuid and hash code, the same tags, venues and category, the ticket offers
 * with nothing sold, and the same files, for the same organizer. Not on the organizer's free plan
 * (403 `plan_required`).
 */
export default class DuplicateEvent {
  /** Not on the organizer's free plan. */
  static readonly plan = planGate({ feature: 'duplicate_event' })

  static async handle(
    actor: User,
    id: number,
    input: { start_at: string; end_at: string },
    now: Date,
    locale: Locale,
  ): Promise<Event> {
    return db.transaction(async (trx) => {
      const original = await findEventForUpdate(actor, id, trx)
      const organizer = await organizerOf(original, actor, trx)
      DuplicateEvent.plan.enforce(organizer)
      const columns = Object.fromEntries(
        Object.entries(original.$attributes).filter(([name]) => !OWN_COLUMNS.includes(name)),
      )
      const mark = (name: string) => translate(serverI18n(locale), COPY_MARK, { name })
      const clone = await Event.create(
        {
          ...columns,
          ...newDates(original, input, now),
          name: copyName(original.name, mark),
          status: 'private',
        },
        { client: trx },
      )
      await clone
        .related('tags')
        .attach((await original.related('tags').query()).map((tag) => tag.id))
      await clone
        .related('venues')
        .attach((await original.related('venues').query()).map((venue) => venue.id))
      await copyTickets(trx, original, clone)
      await copyAssets(trx, original, clone)
      return clone
    })
  }
}
