import type { RoleName } from '@tessera/shared/domain/access/roles'
import type { I18n } from '@lingui/core'
import type { AttendanceType, EventType, FeeBearing } from '@tessera/shared/domain/events/constants'
import {
  applyEventTicketEffects,
  validateEventTicket,
  type EventTicketIssue,
} from '@tessera/shared/domain/events/ticket-rules'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { toCents } from '@tessera/shared/domain/fees/money'
import { errorText } from '@tessera/shared/errors/messages'
import type { EventTicket, EventTicketUpdateInput } from '@tessera/shared/schemas/event-ticket'

/** The event as a ticket card needs it. */
export type CardEvent = {
  event_type: EventType
  total_capacity: number
  timezone: string
  organizer_role?: RoleName
}

/** A ticket card's form values, as its inputs hold them (sale window as `datetime-local` values). */
export type TicketDraft = {
  price: string
  absorb_service_fee: FeeBearing
  is_reservation: boolean
  max_quantity_per_person: string
  personalized_ticket: boolean
  phone_number_enabled: boolean
  total_quantity: string
  start_sale_at: string
  end_sale_at: string
  custom_description: string
  attendance_type: '' | AttendanceType
}

/** The fields a card shows errors beside (the API's `start_sale_at`/`end_sale_at` go to the window). */
export type CardField = keyof TicketDraft | 'sale_range'

const bearingOf = (value: number): FeeBearing => (value === 1 || value === 0 ? value : -1)

/** The draft of a saved ticket; an ISO date-time in the event's zone keeps its wall time. */
export function draftOf(ticket: EventTicket): TicketDraft {
  return {
    price: String(ticket.price),
    absorb_service_fee: bearingOf(ticket.absorb_service_fee),
    is_reservation: ticket.is_reservation,
    max_quantity_per_person:
      ticket.max_quantity_per_person === null ? '' : String(ticket.max_quantity_per_person),
    personalized_ticket: ticket.personalized_ticket,
    phone_number_enabled: ticket.phone_number_enabled,
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
export function settingsOf(draft: TicketDraft, event: CardEvent): EventTicketUpdateInput {
  return {
    price: draft.is_reservation ? 0 : Number(draft.price),
    absorb_service_fee: draft.absorb_service_fee,
    is_reservation: draft.is_reservation,
    max_quantity_per_person: draft.personalized_ticket
      ? null
      : numberOrNull(draft.max_quantity_per_person),
    personalized_ticket: draft.personalized_ticket,
    phone_number_enabled: draft.phone_number_enabled,
    total_quantity: numberOrNull(draft.total_quantity),
    sale_range: [wallTime(draft.start_sale_at), wallTime(draft.end_sale_at)],
    custom_description: draft.custom_description.trim() || null,
    attendance_type: event.event_type === 'hybrid' ? draft.attendance_type || null : null,
  }
}

/** The shared ticket rules (spec "events" §5 "Ticket") applied to a draft. */
export function draftIssues(
  draft: TicketDraft,
  soldQuantity: number,
  event: CardEvent,
): EventTicketIssue[] {
  const price = draft.is_reservation ? 0 : Number(draft.price)
  const missingPrice = !draft.is_reservation && (draft.price.trim() === '' || Number.isNaN(price))
  const facts = applyEventTicketEffects({
    price_cents: missingPrice ? 0 : toCents(price),
    total_quantity: draft.total_quantity.trim() === '' ? -1 : Number(draft.total_quantity),
    sold_quantity: soldQuantity,
    max_quantity_per_person: numberOrNull(draft.max_quantity_per_person),
    personalized_ticket: draft.personalized_ticket,
    start_sale_at: draft.start_sale_at
      ? parseEventDateTime(wallTime(draft.start_sale_at), event.timezone)
      : null,
    end_sale_at: draft.end_sale_at
      ? parseEventDateTime(wallTime(draft.end_sale_at), event.timezone)
      : null,
    custom_description: draft.custom_description,
  })
  const issues = validateEventTicket(facts, event)
  return missingPrice
    ? [{ field: 'price', code: 'required' }, ...issues.filter((issue) => issue.field !== 'price')]
    : issues
}

/** Issues as texts beside their fields (the first one of each field). */
export function issueTexts(
  issues: EventTicketIssue[],
  i18n: I18n,
): Partial<Record<CardField, string>> {
  const texts: Partial<Record<CardField, string>> = {}
  for (const issue of issues) {
    const field = issue.field as CardField
    texts[field] ??= errorText(i18n, issue.code, issue.values)
  }
  return texts
}

/** The API's field errors, placed beside the card's fields. */
export function serverTexts(
  fieldErrors: Record<string, string>,
): Partial<Record<CardField, string>> {
  const texts: Partial<Record<CardField, string>> = {}
  for (const [field, detail] of Object.entries(fieldErrors)) {
    const at: CardField =
      field === 'start_sale_at' || field === 'end_sale_at' ? 'sale_range' : (field as CardField)
    texts[at] ??= detail
  }
  return texts
}
