import { listDocument } from './fixtures'

/** An `events` resource as the API answers it (docs/API.md), with `attributes` overridable. */
export function eventResource(
  id: string,
  attributes: Record<string, unknown> = {},
  relationships: Record<string, unknown> = {},
) {
  return {
    type: 'events',
    id,
    attributes: {
      uuid: `uuid-${id}`,
      hash_code: `hash${id}`,
      name: `Event ${id}`,
      description: 'A summary',
      additional_description: null,
      theme: 'base',
      status: 'private',
      start_at: '2031-05-04T19:30:00.000+03:00',
      end_at: '2031-05-04T22:30:00.000+03:00',
      timezone: 'Europe/Athens',
      duration: 3,
      timeunit: 'h',
      event_type: 'virtual',
      virtual_link: null,
      link: null,
      total_capacity: -1,
      unlimited_attendees: true,
      total_attendees: 0,
      multiple_addresses: false,
      hero_image: null,
      video_url: null,
      currency: 'eur',
      show_on_calendar: false,
      show_on_collection: false,
      show_latest_announcement: false,
      custom_book_button_label: false,
      book_button_label: null,
      book_button_color: null,
      book_promotion_label: null,
      custom_brand_colors: null,
      google_analytics_id: null,
      importance_type: 'normal',
      absorb_fee: 0,
      personalized_ticket: false,
      refund_policy: 4,
      event_agenda: [],
      event_faqs: [],
      event_host: [],
      created_at: '2031-01-02T09:00:00.000+00:00',
      updated_at: '2031-01-02T09:00:00.000+00:00',
      ...attributes,
    },
    relationships: {
      category: { data: null },
      user: { data: { type: 'users', id: '8' } },
      ...relationships,
    },
  }
}

export const eventDocument = (
  resource: ReturnType<typeof eventResource>,
  included: unknown[] = [],
) => ({ jsonapi: { version: '1.1' }, data: resource, included })

export const eventsDocument = (
  resources: ReturnType<typeof eventResource>[],
  total = resources.length,
) => listDocument(resources, total, 1, 10)

export function tagResource(id: string, name: string, color = '#2e7d32') {
  return {
    type: 'tags',
    id,
    attributes: {
      name,
      color,
      created_at: '2031-01-02T09:00:00.000+00:00',
      updated_at: '2031-01-02T09:00:00.000+00:00',
    },
  }
}

export function categoryResource(id: string, name: string, description: string | null = null) {
  return {
    type: 'categories',
    id,
    attributes: {
      name,
      description,
      created_at: '2031-01-02T09:00:00.000+00:00',
      updated_at: '2031-01-02T09:00:00.000+00:00',
    },
  }
}
