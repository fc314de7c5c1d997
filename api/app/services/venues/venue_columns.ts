import type { z } from 'zod'
import type { venueUpdateInput } from '@tessera/shared/schemas/venue'
import { definedValues } from '#lib/database_values'

/** A venue's attributes as model columns (those not given are left out). */
export const venueColumns = (input: z.output<typeof venueUpdateInput>) =>
  definedValues({
    name: input.name,
    addressName: input.address_name,
    city: input.city,
    country: input.country,
    postalCode: input.postal_code,
    lat: input.lat,
    long: input.long,
  })
