import type { PublicVenue } from './public-event.js'

export type VenueParts = Pick<
  PublicVenue,
  'name' | 'address_name' | 'postal_code' | 'city' | 'country'
>

/**
 * A venue on one line, as calendars, tickets and the booking page name it: `name, street, postal
 * code town, country` (whatever is known of it).
 */
export function venueLine(venue: VenueParts): string {
  const town = [venue.postal_code, venue.city].filter(Boolean).join(' ')
  return [venue.name, venue.address_name, town, venue.country].filter(Boolean).join(', ')
}
