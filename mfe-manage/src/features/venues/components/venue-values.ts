import { z } from 'zod'
import { venueUpdateInput, type Venue, type VenueUpdateInput } from '@tessera/shared/schemas/venue'

/** The venue form's fields, as typed. */
export type VenueValues = {
  name: string
  address_name: string
  lat: string
  long: string
  city: string
  country: string
  postal_code: string
}

export const valuesOf = (venue: Venue | null): VenueValues => ({
  name: venue?.name ?? '',
  address_name: venue?.address_name ?? '',
  lat: venue?.lat === null || venue?.lat === undefined ? '' : String(venue.lat),
  long: venue?.long === null || venue?.long === undefined ? '' : String(venue.long),
  city: venue?.city ?? '',
  country: venue?.country ?? '',
  postal_code: venue?.postal_code ?? '',
})

const number = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')))
const text = (value: string) => (value.trim() === '' ? null : value.trim())

/** What the API is sent: empty optional fields as `null`, coordinates as numbers. */
function attributesOf(values: VenueValues): VenueUpdateInput {
  return {
    name: values.name.trim() || values.address_name.trim() || undefined,
    address_name: values.address_name,
    city: text(values.city),
    country: text(values.country),
    postal_code: text(values.postal_code),
    lat: number(values.lat),
    long: number(values.long),
  }
}

/** The venue form: its text fields as they will be sent, under the rules of the shared schema. */
export const venueForm = z
  .object({
    name: z.string(),
    address_name: z.string(),
    lat: z.string(),
    long: z.string(),
    city: z.string(),
    country: z.string(),
    postal_code: z.string(),
  })
  .transform(attributesOf)
  .pipe(venueUpdateInput.required({ address_name: true }))
