import type { RoleName } from '@tessera/shared/domain/access/roles'
import type { AttendanceType, EventType, FeeBearing } from '@tessera/shared/domain/events/constants'
import {
  applyEventTicketEffects,
  validateEventTicket,
  type EventTicketIssue,
} from '@tessera/shared/domain/events/ticket-rules'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { toCents } from '@tessera/shared/domain/fees/money'
import type { ServerErrorFields } from '@tessera/shared/forms/server-errors'
import {
  eventTicketUpdateInput,
  type EventTicket,
  type EventTicketUpdateInput,
} from '@tessera/shared/schemas/event-ticket'
import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'

/** The event as a ticket card needs it. */
export type CardEvent = {
  event_type: EventType
  total_capacity: number
  timezone: string
  organizer_role?: RoleName
}

/** A ticket card's form values, as its inputs hold them (sale window as `datetime-local` values). */
export type TicketValues = {
  price: string
  absorb_service_fee: FeeBearing
  is_reservation: boolean
  max_quantity_per_person: string
  personalized_ticket: boolean
  phone_number_enabled: boolean
  special_requirements_required: boolean
  total_quantity: string
  start_sale_at: string
  end_sale_at: string
  custom_description: string
  attendance_type: '' | AttendanceType
}

const bearingOf = (value: number): FeeBearing => (value === 1 || value === 0 ? value : -1)

/** The card's values for a saved ticket; an ISO date-time in the event's zone keeps its wall time. */
export function valuesOf(ticket: EventTicket): TicketValues {
  return {
    price: String(ticket.price),
    absorb_service_fee: bearingOf(ticket.absorb_service_fee),
    is_reservation: ticket.is_reservation,
    max_quantity_per_person:
      ticket.max_quantity_per_person === null ? '' : String(ticket.max_quantity_per_person),
    personalized_ticket: ticket.personalized_ticket,
    phone_number_enabled: ticket.phone_number_enabled,
    special_requirements_required: ticket.special_requirements_required,
    total_quantity: ticket.total_quantity === -1 ? '' : String(ticket.total_quantity),
    start_sale_at: ticket.start_sale_at.slice(0, 16),
    end_sale_at: ticket.end_sale_at.slice(0, 16),
    custom_description: ticket.custom_description ?? '',
    attendance_type: ticket.attendance_type ?? '',
  }
}

/** A `datetime-local` value as the API's wall time `YYYY-MM-DD HH:mm:ss`. */
export function wallTime(value: string): string {
  const text = value.replace('T', ' ')
  return text.length === 16 ? `${text}:00` : text
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/**
 * The attributes a card saves, and only those. A reservation ticket has no price (the spec shows a
 * floor plan instead), so it is saved as 0; the attendance type is for hybrid events only.
 */
export function settingsOf(values: TicketValues, event: CardEvent): EventTicketUpdateInput {
  return {
    price: values.is_reservation ? 0 : Number(values.price),
    absorb_service_fee: values.absorb_service_fee,
    is_reservation: values.is_reservation,
    max_quantity_per_person: values.personalized_ticket
      ? null
      : numberOrNull(values.max_quantity_per_person),
    personalized_ticket: values.personalized_ticket,
    phone_number_enabled: values.phone_number_enabled,
    special_requirements_required: values.special_requirements_required,
    total_quantity: numberOrNull(values.total_quantity),
    sale_range: [wallTime(values.start_sale_at), wallTime(values.end_sale_at)],
    custom_description: values.custom_description.trim() || null,
    attendance_type: event.event_type === 'hybrid' ? values.attendance_type || null : null,
  }
}

/** The shared ticket rules (spec "events" §5 "Ticket") applied to a card's values. */
function valueIssues(
  values: TicketValues,
  soldQuantity: number,
  event: CardEvent,
): EventTicketIssue[] {
  const price = values.is_reservation ? 0 : Number(values.price)
  const missingPrice = !values.is_reservation && (values.price.trim() === '' || Number.isNaN(price))
  const instant = (value: string) =>
    value ? parseEventDateTime(wallTime(value), event.timezone) : null
  const facts = applyEventTicketEffects({
    price_cents: missingPrice ? 0 : toCents(price),
    total_quantity: values.total_quantity.trim() === '' ? -1 : Number(values.total_quantity),
    sold_quantity: soldQuantity,
    max_quantity_per_person: numberOrNull(values.max_quantity_per_person),
    personalized_ticket: values.personalized_ticket,
    start_sale_at: instant(values.start_sale_at),
    end_sale_at: instant(values.end_sale_at),
    custom_description: values.custom_description,
  })
  const issues = validateEventTicket(facts, event)
  return missingPrice
    ? [{ field: 'price', code: 'required' }, ...issues.filter((issue) => issue.field !== 'price')]
    : issues
}

/** The sale window's errors show under its end (the field that says "In the event's time zone"). */
const SALE_WINDOW: keyof TicketValues = 'end_sale_at'

/** Where the card shows the API's field errors: API attribute → card field. */
export const SERVER_FIELDS: ServerErrorFields<TicketValues> = {
  price: 'price',
  absorb_service_fee: 'absorb_service_fee',
  is_reservation: 'is_reservation',
  max_quantity_per_person: 'max_quantity_per_person',
  personalized_ticket: 'personalized_ticket',
  phone_number_enabled: 'phone_number_enabled',
  special_requirements_required: 'special_requirements_required',
  total_quantity: 'total_quantity',
  sale_range: SALE_WINDOW,
  start_sale_at: SALE_WINDOW,
  end_sale_at: SALE_WINDOW,
  custom_description: 'custom_description',
  attendance_type: 'attendance_type',
}

/** A card's values as they are: every input holds something of the right kind. */
const cardValues = z.custom<TicketValues>()

/**
 * A ticket card's form: its values under the shared ticket rules (each issue with the code the API
 * answers, beside its field), then as they are sent, under the shared PATCH schema.
 */
export function ticketForm(event: CardEvent, soldQuantity: number) {
  return cardValues
    .superRefine((values, context) => {
      for (const { field, code, values: limits } of valueIssues(values, soldQuantity, event)) {
        const path = SERVER_FIELDS[field] ?? field
        context.addIssue({ code: 'custom', path: [path], params: { ...limits, code } })
      }
    })
    .transform((values) => settingsOf(values, event))
    .pipe(eventTicketUpdateInput)
}

/** A ticket card's form, as its parts receive it. */
export type TicketForm = UseFormReturn<TicketValues, unknown, EventTicketUpdateInput>
