import type { AttendanceType } from '@tessera/shared/domain/events/constants'
import type { PublicEvent, PublicTicket } from '@tessera/shared/public/public-event'
import type { OrderAttendeeInput, OrderInput } from '@tessera/shared/schemas/order'

/** One attendee block of the Registration step, as typed (empty strings for nothing yet). */
export type AttendeeDraft = {
  name: string
  email: string
  phone_number: string
  special_requirements: string
  attendance_type: AttendanceType | ''
}

/** What the visitor has chosen and typed so far; a new modal starts from `emptyDraft`. */
export type Draft = {
  quantities: Record<string, number>
  consent: boolean
  buyer: { name: string; email: string }
  /** By ticket id: the blocks `attendeeSlots` asks for (the longest list typed is kept). */
  attendees: Record<string, AttendeeDraft[]>
}

export const EMPTY_ATTENDEE: AttendeeDraft = {
  name: '',
  email: '',
  phone_number: '',
  special_requirements: '',
  attendance_type: '',
}

/** Spec "events" §4: opening the modal resets quantities to 0 and clears the guest list. */
export function emptyDraft(prefill: { name: string; email: string }): Draft {
  return { quantities: {}, consent: false, buyer: { ...prefill }, attendees: {} }
}

/** Whether the attendee chooses In-person or Virtual: a hybrid event's ticket without a fixed type. */
export function choosesAttendance(event: PublicEvent, ticket: PublicTicket): boolean {
  return event.event_type === 'hybrid' && !ticket.attendance_type
}

/** The tickets chosen, in the event's order, with their quantities. */
export function chosenLines(event: PublicEvent, draft: Draft) {
  return event.tickets
    .map((ticket) => ({ ticket, quantity: draft.quantities[ticket.id] ?? 0 }))
    .filter((line) => line.quantity > 0)
}

function attendeeInput(
  event: PublicEvent,
  ticket: PublicTicket,
  draft: Draft,
  typed: AttendeeDraft,
): OrderAttendeeInput {
  const who = ticket.personalized_ticket ? typed : draft.buyer
  return {
    name: who.name.trim(),
    email: who.email.trim(),
    ...(ticket.phone_number_enabled ? { phone_number: typed.phone_number.trim() } : {}),
    ...(typed.special_requirements.trim()
      ? { special_requirements: typed.special_requirements.trim() }
      : {}),
    ...(choosesAttendance(event, ticket) && typed.attendance_type
      ? { attendance_type: typed.attendance_type }
      : {}),
  }
}

/** The `POST /orders` attributes of a draft (docs/API.md "Public"). */
export function orderFromDraft(
  event: PublicEvent,
  draft: Draft,
  slots: (ticket: PublicTicket, quantity: number) => number,
  locale: 'en' | 'el',
): OrderInput {
  const lines = chosenLines(event, draft).map(({ ticket, quantity }) => {
    const count = slots(ticket, quantity)
    const typed = draft.attendees[ticket.id] ?? []
    const attendees = Array.from({ length: count }, (_, index) =>
      attendeeInput(event, ticket, draft, typed[index] ?? EMPTY_ATTENDEE),
    )
    return { event_ticket_id: ticket.id, quantity, ...(count > 0 ? { attendees } : {}) }
  })
  return {
    event_id: event.id,
    buyer: { name: draft.buyer.name.trim(), email: draft.buyer.email.trim() },
    lines,
    consent: draft.consent,
    locale,
  }
}

/** What the chosen lines cost, in the currency's major units (each unit at its final price). */
export function draftTotal(event: PublicEvent, draft: Draft): number {
  const cents = chosenLines(event, draft).reduce(
    (sum, { ticket, quantity }) => sum + Math.round(ticket.final_price * 100) * quantity,
    0,
  )
  return cents / 100
}
