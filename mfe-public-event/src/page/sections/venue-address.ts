import type { PublicVenue } from '@tessera/shared/public/public-event'

/** A venue's address on one line: street, postal code, city. */
export const venueAddress = (venue: PublicVenue): string =>
  [venue.address_name, venue.postal_code, venue.city].filter(Boolean).join(', ')
