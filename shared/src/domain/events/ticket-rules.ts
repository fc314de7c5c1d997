import {
  CUSTOM_DESCRIPTION_MAX_LENGTH,
  PRICE_STEP,
  UNLIMITED,
  type EventType,
} from './constants.js'
import type { Issue } from './issues.js'

export type EventTicketIssueCode =
  'required' | 'too_small' | 'too_big' | 'too_long' | 'invalid_step' | 'end_before_start'
export type EventTicketIssue = Issue<EventTicketIssueCode>

/** A ticket's total quantity: empty, zero or negative means unlimited, -1 (spec "events" §5). */
export function normalizeTotalQuantity(quantity: number | string | null | undefined): number {
  const n = typeof quantity === 'string' ? Number(quantity.trim() || Number.NaN) : quantity
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : UNLIMITED
}

/** The settings of a ticket on an event, as the rules see them (money in cents). */
export type EventTicketFacts = {
  price_cents: number
  total_quantity: number
  /** Units already sold (an existing ticket): a limited quantity may not go below it. */
  sold_quantity?: number
  max_quantity_per_person?: number | null
  personalized_ticket?: boolean
  start_sale_at?: Date | null
  end_sale_at?: Date | null
  custom_description?: string | null
}

export type TicketEvent = { event_type: EventType; total_capacity: number }

/**
 * Effects on save: the total quantity is normalised; a personalized ticket has no per-person
 * maximum (the field is hidden: each unit is one named attendee).
 */
export function applyEventTicketEffects<T extends EventTicketFacts>(ticket: T): T {
  return {
    ...ticket,
    total_quantity: normalizeTotalQuantity(ticket.total_quantity),
    max_quantity_per_person: ticket.personalized_ticket ? null : ticket.max_quantity_per_person,
  }
}

const stepCents = Math.round(PRICE_STEP * 100)

function quantityIssues(ticket: EventTicketFacts, event: TicketEvent): EventTicketIssue[] {
  const capacity = event.total_capacity
  const quantity = ticket.total_quantity
  const needsCount = event.event_type === 'physical' || event.event_type === 'hybrid'
  if (quantity === UNLIMITED && needsCount)
    return [{ field: 'total_quantity', code: 'too_small', values: { min: 1 } }]
  if (capacity !== UNLIMITED && (quantity === UNLIMITED || quantity > capacity)) {
    return [{ field: 'total_quantity', code: 'too_big', values: { max: capacity } }]
  }
  const sold = ticket.sold_quantity ?? 0
  if (quantity !== UNLIMITED && quantity < sold)
    return [{ field: 'total_quantity', code: 'too_small', values: { min: sold } }]
  return []
}

function perPersonIssues(ticket: EventTicketFacts, event: TicketEvent): EventTicketIssue[] {
  const max = ticket.max_quantity_per_person
  if (ticket.personalized_ticket || max === null || max === undefined) return []
  if (max < 1) return [{ field: 'max_quantity_per_person', code: 'too_small', values: { min: 1 } }]
  if (event.total_capacity !== UNLIMITED && max > event.total_capacity) {
    return [
      { field: 'max_quantity_per_person', code: 'too_big', values: { max: event.total_capacity } },
    ]
  }
  return []
}

/** The sale window is required and may not end before it starts; reported on `sale_range`. */
function saleRangeIssues(ticket: EventTicketFacts): EventTicketIssue[] {
  if (!ticket.start_sale_at || !ticket.end_sale_at)
    return [{ field: 'sale_range', code: 'required' }]
  if (ticket.end_sale_at < ticket.start_sale_at)
    return [{ field: 'sale_range', code: 'end_before_start' }]
  return []
}

/**
 * The rules of a ticket's settings (spec "events" §5 "Ticket"): quantity at least 1 for physical
 * and hybrid events and at most the event capacity; price at least 0 in steps of 0.5; per-person
 * maximum between 1 and the capacity; a sale window; custom description up to 340 characters. A
 * limited quantity is never below what was already sold.
 * Apply `applyEventTicketEffects` first.
 */
export function validateEventTicket(
  ticket: EventTicketFacts,
  event: TicketEvent,
): EventTicketIssue[] {
  const issues: EventTicketIssue[] = []
  if (ticket.price_cents < 0) issues.push({ field: 'price', code: 'too_small', values: { min: 0 } })
  else if (ticket.price_cents % stepCents !== 0)
    issues.push({ field: 'price', code: 'invalid_step', values: { step: PRICE_STEP } })
  issues.push(
    ...quantityIssues(ticket, event),
    ...perPersonIssues(ticket, event),
    ...saleRangeIssues(ticket),
  )
  if ((ticket.custom_description ?? '').length > CUSTOM_DESCRIPTION_MAX_LENGTH) {
    issues.push({
      field: 'custom_description',
      code: 'too_long',
      values: { max: CUSTOM_DESCRIPTION_MAX_LENGTH },
    })
  }
  return issues
}
