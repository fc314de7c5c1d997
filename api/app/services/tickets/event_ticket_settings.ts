import { DateTime } from 'luxon'
import type { z } from 'zod'
import {
  applyEventTicketEffects,
  validateEventTicket,
} from '@tessera/shared/domain/events/ticket-rules'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { toCents } from '@tessera/shared/domain/fees/money'
import type { eventTicketUpdateInput } from '@tessera/shared/schemas/event-ticket'
import ApiError from '#exceptions/api_error'
import type Event from '#models/event'
import type EventTicket from '#models/event_ticket'

export type EventTicketSettingsInput = z.output<typeof eventTicketUpdateInput>

/** The columns the settings write (never `sold_quantity`: only orders change it). */
export type EventTicketColumns = Pick<
  EventTicket,
  | 'priceCents'
  | 'absorbServiceFee'
  | 'isReservation'
  | 'maxQuantityPerPerson'
  | 'personalizedTicket'
  | 'phoneNumberEnabled'
  | 'specialRequirementsRequired'
  | 'totalQuantity'
  | 'startSaleAt'
  | 'endSaleAt'
  | 'customDescription'
  | 'attendanceType'
>

/** The sale window sent, read in the event's time zone; `sale_range` wins over the two fields. */
function saleWindow(
  input: EventTicketSettingsInput,
  timeZone: string,
): { start?: Date; end?: Date } {
  const fields = input.sale_range
    ? [
        { value: input.sale_range[0], field: 'sale_range' },
        { value: input.sale_range[1], field: 'sale_range' },
      ]
    : [
        { value: input.start_sale_at, field: 'start_sale_at' },
        { value: input.end_sale_at, field: 'end_sale_at' },
      ]
  const [start, end] = fields.map(({ value, field }) => {
    if (value === undefined) return undefined
    const instant = parseEventDateTime(value, timeZone)
    if (!instant) throw ApiError.invalid(field, 'invalid_date')
    return instant
  })
  return { start, end }
}

/** A value sent, else the stored one (PATCH), else the default (POST). */
function given<T>(value: T | undefined, stored: T | undefined, fallback: T): T {
  if (value !== undefined) return value
  return stored !== undefined ? stored : fallback
}

/**
 * The settings of a ticket on `event` as they will be saved (the plan limits already applied by
 * the action): the sent values over the stored ones (`current`, null when new), the
 * effects (quantity -1 when empty, no per-person maximum when personalized) and the ticket rules
 * against the event (capacity, event type, price step, sale window, sold units). Refused → 422.
 */
export function resolveEventTicketSettings(
  event: Event,
  sent: EventTicketSettingsInput,
  current: EventTicket | null,
): EventTicketColumns {
  const window = saleWindow(sent, event.timezone)
  const facts = applyEventTicketEffects({
    price_cents: sent.price !== undefined ? toCents(sent.price) : (current?.priceCents ?? 0),
    total_quantity: given<number | null>(
      sent.total_quantity,
      current?.totalQuantity,
      null,
    ) as number,
    sold_quantity: current?.soldQuantity ?? 0,
    max_quantity_per_person: given(
      sent.max_quantity_per_person,
      current?.maxQuantityPerPerson,
      null,
    ),
    personalized_ticket: given(sent.personalized_ticket, current?.personalizedTicket, false),
    start_sale_at: window.start ?? current?.startSaleAt.toJSDate() ?? null,
    end_sale_at: window.end ?? current?.endSaleAt.toJSDate() ?? null,
    custom_description: given(sent.custom_description, current?.customDescription, null) || null,
  })
  const issues = validateEventTicket(facts, {
    event_type: event.eventType,
    total_capacity: event.totalCapacity,
  })
  if (issues.length)
    throw new ApiError(
      422,
      issues.map((issue) => ({ code: issue.code, field: issue.field, values: issue.values })),
    )
  return {
    priceCents: facts.price_cents,
    absorbServiceFee: given(sent.absorb_service_fee, current?.absorbServiceFee, 0),
    isReservation: given(sent.is_reservation, current?.isReservation, false),
    maxQuantityPerPerson: facts.max_quantity_per_person ?? null,
    personalizedTicket: facts.personalized_ticket ?? false,
    phoneNumberEnabled: given(sent.phone_number_enabled, current?.phoneNumberEnabled, false),
    specialRequirementsRequired: given(
      sent.special_requirements_required,
      current?.specialRequirementsRequired,
      false,
    ),
    totalQuantity: facts.total_quantity,
    startSaleAt: DateTime.fromJSDate(facts.start_sale_at!, { zone: 'utc' }),
    endSaleAt: DateTime.fromJSDate(facts.end_sale_at!, { zone: 'utc' }),
    customDescription: facts.custom_description ?? null,
    attendanceType: given(sent.attendance_type, current?.attendanceType, null),
  }
}
