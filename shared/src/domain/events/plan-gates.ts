import { canUse, type Feature } from '../access/plans.js'
import { canUseDeveloperFeatures, type RoleName } from '../access/roles.js'
import type { Issue } from './issues.js'

export type PlanGateCode = 'plan_required' | 'forbidden'
export type PlanGateIssue = Issue<PlanGateCode>

export type PlanGateResult<T> = {
  /** What may be saved. */
  attributes: T
  /** Fields removed because the plan does not have them (spec: "dropped for free-plan users"). */
  dropped: (keyof T & string)[]
  /** Fields set to something the plan does not allow; the request is refused (403). */
  refused: PlanGateIssue[]
}

/** `asks`: whether the value asks for the feature (a default or empty value never does). */
type Gate<T> = { field: keyof T & string } & (
  | { drop: Feature }
  | { refuse: Feature; asks: (value: unknown) => boolean }
  | { developerOnly: true; asks: (value: unknown) => boolean }
)

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== false
const hasKeys = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length > 0

/** Applies gates in order: dropped fields disappear, refused ones are reported. */
function applyGates<T extends object>(
  role: RoleName,
  attributes: T,
  gates: Gate<T>[],
): PlanGateResult<T> {
  const result: PlanGateResult<T> = { attributes: { ...attributes }, dropped: [], refused: [] }
  for (const gate of gates) {
    if (!(gate.field in attributes)) continue
    if ('drop' in gate && !canUse(role, gate.drop)) {
      delete result.attributes[gate.field]
      result.dropped.push(gate.field)
    } else if (
      'refuse' in gate &&
      !canUse(role, gate.refuse) &&
      gate.asks(attributes[gate.field])
    ) {
      result.refused.push({ field: gate.field, code: 'plan_required' })
    } else if (
      'developerOnly' in gate &&
      !canUseDeveloperFeatures(role) &&
      gate.asks(attributes[gate.field])
    ) {
      result.refused.push({ field: gate.field, code: 'forbidden' })
    }
  }
  return result
}

type EventGated = {
  event_agenda?: unknown
  event_faqs?: unknown
  event_host?: unknown
  theme?: unknown
  custom_book_button_label?: unknown
  book_button_label?: unknown
  book_button_color?: unknown
  book_promotion_label?: unknown
  custom_brand_colors?: unknown
  personalized_ticket?: unknown
  multiple_addresses?: unknown
}

/**
 * Plan limits on an event write (spec "events" §5, §6; docs/DECISIONS.md). Agenda, FAQ and host
 * are dropped for plans without them (the spec drops them); any other locked option is refused
 * when it is set to something other than its default: layouts other than base, the custom booking
 * button, brand colours, personalized tickets; multiple addresses are for developers only.
 */
export function applyEventPlan<T extends EventGated>(
  role: RoleName,
  attributes: T,
): PlanGateResult<T> {
  const gates: Gate<EventGated>[] = [
    { field: 'event_agenda', drop: 'event_agenda' },
    { field: 'event_faqs', drop: 'event_faqs' },
    { field: 'event_host', drop: 'event_host' },
    { field: 'theme', asks: (value) => isSet(value) && value !== 'base', refuse: 'event_layouts' },
    { field: 'custom_book_button_label', asks: isSet, refuse: 'custom_book_button' },
    { field: 'book_button_label', asks: isSet, refuse: 'custom_book_button' },
    { field: 'book_button_color', asks: isSet, refuse: 'custom_book_button' },
    { field: 'book_promotion_label', asks: isSet, refuse: 'custom_book_button' },
    { field: 'custom_brand_colors', asks: hasKeys, refuse: 'custom_brand_colors' },
    { field: 'personalized_ticket', asks: isSet, refuse: 'personalized_tickets' },
    { field: 'multiple_addresses', asks: isSet, developerOnly: true },
  ]
  return applyGates(role, attributes, gates as Gate<T>[])
}

type EventTicketGated = {
  price?: unknown
  phone_number_enabled?: unknown
  personalized_ticket?: unknown
}

const isPaid = (value: unknown) => typeof value === 'number' && value !== 0

/**
 * Plan limits on a ticket's settings (spec "events" §5 "Ticket"): without paid tickets (free plans)
 * any price but 0 is refused — the spec's "forced to 0" holds because nothing else can be saved;
 * phone-number collection and personalized tickets are refused below premium.
 */
export function applyEventTicketPlan<T extends EventTicketGated>(
  role: RoleName,
  attributes: T,
): PlanGateResult<T> {
  const gates: Gate<EventTicketGated>[] = [
    { field: 'price', refuse: 'paid_tickets', asks: isPaid },
    { field: 'phone_number_enabled', asks: isSet, refuse: 'phone_collection' },
    { field: 'personalized_ticket', asks: isSet, refuse: 'personalized_tickets' },
  ]
  return applyGates(role, attributes, gates as Gate<T>[])
}
