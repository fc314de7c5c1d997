import type { Plan } from '../domain/access/plans.js'
import type {
  AttendanceType,
  EventStatus,
  EventTheme,
  EventType,
  RefundPolicy,
} from '../domain/events/constants.js'
import type { SaleState } from '../domain/events/sale-state.js'
import type { AgendaEntry, BrandColors, FaqEntry, HostContact } from '../schemas/event-sections.js'
import { dataDocument, type DataDocument, type ResourceObject } from '../jsonapi/document.js'

/**
 * What a visitor may see of a published event (`GET /public/events/{code}`, the server-rendered
 * page `/event/{code}`, the booking widget). One flat view; `publicEventDocument` turns it into
 * the JSON:API document the API sends and `readPublicEvent` turns that back, so the API, the
 * page and the widget share one shape. An allow-list: no e-mail or phone of anyone, the
 * organizer's name and avatar only; host contacts of a personal kind (e-mail, phone, WhatsApp,
 * Viber) are left out: the contact form reaches the organizer instead (docs/DECISIONS.md).
 * Date-times are ISO 8601 with the event's offset; money in the currency's major units.
 */
export type PublicTicket = {
  id: string
  name: string
  description: string | null
  custom_description: string | null
  /** The ticket's price before the service fee, and what the buyer pays for one. */
  price: number
  final_price: number
  is_reservation: boolean
  max_quantity_per_person: number | null
  personalized_ticket: boolean
  phone_number_enabled: boolean
  /** Each attendee must give dietary or special requirements. */
  special_requirements_required: boolean
  attendance_type: AttendanceType | null
  start_sale_at: string
  end_sale_at: string
  sale_state: SaleState
  /** Units still for sale; null when unlimited. */
  remaining: number | null
}

export type PublicVenue = {
  id: string
  name: string
  address_name: string
  city: string | null
  country: string | null
  postal_code: string | null
  lat: number | null
  long: number | null
}

export type PublicOrganizer = {
  id: string
  name: string
  profile_image: string | null
  /** The organizer's plan: free-plan pages carry the promotional banner. */
  plan: Plan
}

export type PublicImage = { id: string; url: string }
export type PublicDocument = {
  id: string
  url: string
  name: string
  /** The file's mime type. */
  type: string
  size: number
}

export type PublicEvent = {
  id: string
  uuid: string
  hash_code: string
  name: string
  description: string | null
  /** Sanitised HTML (the API sanitises on save). */
  additional_description: string | null
  theme: EventTheme
  status: Extract<EventStatus, 'public' | 'public_search'>
  start_at: string
  end_at: string
  timezone: string
  event_type: EventType
  virtual_link: string | null
  link: string | null
  /** -1 when unlimited. */
  total_capacity: number
  hero_image: string | null
  video_url: string | null
  currency: string
  show_latest_announcement: boolean
  custom_book_button_label: boolean
  book_button_label: string | null
  book_button_color: string | null
  book_promotion_label: string | null
  custom_brand_colors: BrandColors | null
  google_analytics_id: string | null
  personalized_ticket: boolean
  refund_policy: RefundPolicy
  event_agenda: AgendaEntry[]
  event_faqs: FaqEntry[]
  event_host: HostContact[]
  additional_images: PublicImage[]
  additional_docs: PublicDocument[]
  category: { id: string; name: string } | null
  tags: { id: string; name: string; color: string | null }[]
  venues: PublicVenue[]
  tickets: PublicTicket[]
  organizer: PublicOrganizer
  updated_at: string
}

/** Host contact kinds that are someone's personal address or number: never public. */
export const PRIVATE_CONTACT_TYPES: readonly HostContact['type'][] = [
  'email',
  'phone',
  'whatsapp',
  'viber',
]

/** The host contacts a public page may show. */
export function publicContacts(contacts: readonly HostContact[]): HostContact[] {
  return contacts.filter((contact) => !PRIVATE_CONTACT_TYPES.includes(contact.type))
}

type Related = 'category' | 'tags' | 'venues' | 'tickets' | 'organizer'

const ref = (type: string, id: string) => ({ type, id })

/** The JSON:API document of `GET /public/events/{code}`. */
export function publicEventDocument(event: PublicEvent): DataDocument {
  const { id, category, tags, venues, tickets, organizer, ...attributes } = event
  const data: ResourceObject = {
    type: 'events',
    id,
    attributes,
    relationships: {
      category: { data: category ? ref('categories', category.id) : null },
      tags: { data: tags.map((tag) => ref('tags', tag.id)) },
      venues: { data: venues.map((venue) => ref('venues', venue.id)) },
      tickets: { data: tickets.map((ticket) => ref('event-tickets', ticket.id)) },
      user: { data: ref('users', organizer.id) },
    },
  }
  const resource = (type: string, { id: key, ...rest }: { id: string }): ResourceObject => ({
    type,
    id: key,
    attributes: rest,
  })
  return dataDocument(data, {
    included: [
      ...(category ? [resource('categories', category)] : []),
      ...tags.map((tag) => resource('tags', tag)),
      ...venues.map((venue) => resource('venues', venue)),
      ...tickets.map((ticket) => resource('event-tickets', ticket)),
      resource('users', organizer),
    ],
  })
}

/**
 * The view back from a document `publicEventDocument` made (what the page reads from the JSON
 * embedded in the server-rendered HTML, or from the API). Trusts the shape: the API built it.
 */
export function readPublicEvent(document: DataDocument): PublicEvent {
  const data = document.data as ResourceObject
  const included = document.included ?? []
  const find = (type: string, id: string) => {
    const found = included.find((item) => item.type === type && item.id === id)
    return { id, ...(found?.attributes ?? {}) }
  }
  const many = (name: Exclude<Related, 'category' | 'organizer'>) => {
    const list = data.relationships?.[name]?.data
    return (Array.isArray(list) ? list : []).map((item) => find(item.type, item.id))
  }
  const one = (name: string) => {
    const item = data.relationships?.[name]?.data
    return item && !Array.isArray(item) ? find(item.type, item.id) : null
  }
  return {
    id: data.id,
    ...(data.attributes as Omit<PublicEvent, 'id' | Related>),
    category: one('category') as PublicEvent['category'],
    tags: many('tags') as PublicEvent['tags'],
    venues: many('venues') as PublicVenue[],
    tickets: many('tickets') as PublicTicket[],
    organizer: one('user') as PublicOrganizer,
  }
}
