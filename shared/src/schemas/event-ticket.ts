import { z } from 'zod'
import {
  ATTENDANCE_TYPES,
  CUSTOM_DESCRIPTION_MAX_LENGTH,
  FEE_BEARINGS,
} from '../domain/events/constants.js'
import { SALE_STATES } from '../domain/events/sale-state.js'
import { id, timestamp } from './common.js'
import { eventDateTime } from './event-date-time.js'
import { ticket } from './ticket.js'

/**
 * `event-tickets`: a ticket offered on an event with its settings (spec "events" §3 "Ticket").
 * Money is in the event currency's major units (`12.5`); the API stores cents. Computed on reads:
 * `sale_state`, `remaining` (null when unlimited) and `final_price` (what the buyer pays); `name`
 * and `description` are the ticket type's.
 */
export const eventTicket = z.object({
  id,
  name: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  price: z.number(),
  absorb_service_fee: z.number(),
  is_reservation: z.boolean(),
  max_quantity_per_person: z.number().nullable(),
  personalized_ticket: z.boolean(),
  phone_number_enabled: z.boolean(),
  /** Every attendee must give dietary or special requirements (the booking rules enforce it). */
  special_requirements_required: z.boolean(),
  floor_plan_image: z.string().nullable(),
  total_quantity: z.number(),
  sold_quantity: z.number(),
  start_sale_at: timestamp,
  end_sale_at: timestamp,
  custom_description: z.string().nullable(),
  attendance_type: z.enum(ATTENDANCE_TYPES).nullable(),
  sale_state: z.enum(SALE_STATES).optional(),
  remaining: z.number().nullable().optional(),
  final_price: z.number().optional(),
  /** The service fee of one ticket, the part the buyer pays on top and the part the organizer absorbs. */
  service_fee: z.number().optional(),
  buyer_fee: z.number().optional(),
  organizer_fee: z.number().optional(),
  created_at: timestamp.optional(),
  updated_at: timestamp.optional(),
  ticket: ticket.partial().extend({ id }).optional(),
})
export type EventTicket = z.infer<typeof eventTicket>

const bearing = z.union(
  FEE_BEARINGS.map((value) => z.literal(value)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<0>,
    z.ZodLiteral<-1>,
  ],
)

/**
 * The settings of a ticket on an event (the ticket card of the Ticketing tab). Cross-field rules
 * (quantity against the event capacity, price step, sale window) are `validateEventTicket`.
 * `total_quantity` empty, 0 or negative means unlimited.
 */
export const eventTicketSettingsInput = z.object({
  price: z.number().min(0).max(1_000_000),
  absorb_service_fee: bearing,
  is_reservation: z.boolean(),
  max_quantity_per_person: z.number().int().max(100_000).nullable(),
  personalized_ticket: z.boolean(),
  phone_number_enabled: z.boolean(),
  special_requirements_required: z.boolean(),
  total_quantity: z.number().int().max(10_000_000).nullable(),
  start_sale_at: eventDateTime,
  end_sale_at: eventDateTime,
  custom_description: z.string().trim().max(CUSTOM_DESCRIPTION_MAX_LENGTH).nullable(),
  attendance_type: z.enum(ATTENDANCE_TYPES).nullable(),
})

/**
 * The form's sale window as one range `[start, end]`; on save it becomes `start_sale_at` and
 * `end_sale_at` (spec "events" §3). Either form may be sent; `sale_range` wins when both are.
 */
export const saleRange = z.tuple([eventDateTime, eventDateTime])

const withSaleRange = eventTicketSettingsInput
  .partial()
  .extend({ sale_range: saleRange.optional() })

/** POST /event-tickets (the event and the ticket are relationships); the sale window is required. */
export const eventTicketInput = withSaleRange.refine(
  (value) =>
    value.sale_range !== undefined ||
    (value.start_sale_at !== undefined && value.end_sale_at !== undefined),
  { path: ['sale_range'], params: { code: 'required' } },
)
export type EventTicketInput = z.input<typeof eventTicketInput>

/** PATCH /event-tickets/{id}. */
export const eventTicketUpdateInput = withSaleRange
export type EventTicketUpdateInput = z.input<typeof eventTicketUpdateInput>
