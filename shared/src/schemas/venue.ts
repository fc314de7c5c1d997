import { z } from 'zod'
import { id, optionalText, requiredText, timestamp } from './common.js'

/** `venues` (spec "accounts" §3): a named address with coordinates. */
export const venue = z.object({
  id,
  name: z.string(),
  address_name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  created_at: timestamp,
  updated_at: timestamp.optional(),
})
export type Venue = z.infer<typeof venue>

const latitude = z.number().min(-90).max(90).nullable()
const longitude = z.number().min(-180).max(180).nullable()

const venueFields = {
  name: requiredText(255),
  address_name: requiredText(500),
  city: optionalText(120),
  country: optionalText(120),
  postal_code: optionalText(20),
  lat: latitude.optional(),
  long: longitude.optional(),
}

/**
 * POST /venues. The address picker gives an address and coordinates; the name defaults to the
 * address when the organizer gives none.
 */
export const venueInput = z
  .object({ ...venueFields, name: venueFields.name.optional() })
  .transform((value) => ({ ...value, name: value.name ?? value.address_name }))
export type VenueInput = z.input<typeof venueInput>

/** PATCH /venues/{id}. */
export const venueUpdateInput = z.object(venueFields).partial()
export type VenueUpdateInput = z.input<typeof venueUpdateInput>
