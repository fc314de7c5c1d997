/** Documents of the API as Edit Event loads them (tests). */
import { eventResource } from '../../test/event-fixtures'

type Overrides = Record<string, unknown>

/** Edit Event's example: a public physical event with 120 places (the API's `events` resource). */
export function eventAttributes(overrides: Overrides = {}) {
  return eventResource('7', {
    hash_code: 'hc7',
    name: 'Harbour Jazz Night',
    description: 'An evening of jazz by the sea.',
    additional_description: '<p>Doors open at 19:00.</p>',
    status: 'public',
    start_at: '2030-06-12T20:00:00.000+03:00',
    end_at: '2030-06-12T23:00:00.000+03:00',
    event_type: 'physical',
    total_capacity: 120,
    unlimited_attendees: false,
    show_on_calendar: true,
    created_at: '2030-01-02T09:00:00.000+00:00',
    updated_at: '2030-01-02T09:00:00.000+00:00',
    ...overrides,
  }).attributes
}

export const venueResource = (id: string, attributes: Overrides = {}) => ({
  type: 'venues',
  id,
  attributes: {
    name: 'Megaron',
    address_name: 'Vasilissis Sofias 1, Athens',
    city: 'Athens',
    country: 'Greece',
    postal_code: null,
    lat: 37.97,
    long: 23.74,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
    ...attributes,
  },
})

/** An `events` document with its venues (ids given) included. */
export function eventDocument(
  overrides: Overrides = {},
  venues: ReturnType<typeof venueResource>[] = [venueResource('31')],
) {
  return {
    jsonapi: { version: '1.1' },
    data: {
      type: 'events',
      id: '7',
      attributes: eventAttributes(overrides),
      relationships: {
        category: { data: null },
        tags: { data: [] },
        tickets: { data: [] },
        venues: { data: venues.map((venue) => ({ type: 'venues', id: venue.id })) },
      },
    },
    included: venues,
  }
}

export const emptyList = {
  jsonapi: { version: '1.1' },
  data: [],
  meta: { page: { total: 0, number: 1, size: 100, last: 1 } },
}

export const mapsConfig = {
  jsonapi: { version: '1.1' },
  meta: {
    app_url: 'http://127.0.0.1:3651',
    maps: {
      tile_url: 'http://127.0.0.1:3651/tiles/{z}/{x}/{y}.png',
      tile_attribution: 'Fixture tiles',
      geocoder_url: 'http://127.0.0.1:3651/reverse',
      default_zoom: 9,
    },
  },
}
