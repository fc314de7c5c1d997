import { PUBLISHED_STATUSES } from '@tessera/shared/domain/events/constants'

/**
 * The SQL of the public read (docs/ARCHITECTURE.md "The public read path"), shared by the SQLite
 * statements and the PostgreSQL query: the event with its organizer, the organizer's role and its
 * category in one row, found by hash code or id.
 */
export const EVENT_COLUMNS = `e.id, e.uuid, e.hash_code, e.name, e.description,
  e.additional_description, e.theme, e.status, e.start_at, e.end_at, e.timezone, e.event_type,
  e.virtual_link, e.link, e.total_capacity, e.hero_image, e.video_url, e.currency,
  e.show_latest_announcement, e.custom_book_button_label, e.book_button_label,
  e.book_button_color, e.book_promotion_label, e.custom_brand_colors, e.google_analytics_id,
  e.personalized_ticket, e.refund_policy, e.event_agenda, e.event_faqs, e.event_host,
  e.updated_at, e.public_revision, e.user_id, u.name as organizer_name, u.profile_image as organizer_image,
  r.name as organizer_role, e.category_id, c.name as category_name`

export const EVENT_FROM = `from events e
  join users u on u.id = e.user_id
  join roles r on r.id = u.role_id
  left join categories c on c.id = e.category_id`

const PUBLISHED = PUBLISHED_STATUSES.map((status) => `'${status}'`).join(', ')

/** Published only, by hash code or id; a hash code wins over an id that reads the same. */
export const PUBLISHED_WHERE = `where e.status in (${PUBLISHED})
  and (e.hash_code = :code or e.id = :id)
  order by case when e.hash_code = :code then 0 else 1 end
  limit 1`

/** Any status, by id (the organizer's preview). */
export const PREVIEW_WHERE = 'where e.id = :id'

export const TICKET_COLUMNS = `et.id, t.name, t.description, et.custom_description,
  et.price_cents, et.absorb_service_fee, et.is_reservation, et.max_quantity_per_person,
  et.personalized_ticket, et.phone_number_enabled, et.special_requirements_required,
  et.attendance_type, et.start_sale_at, et.end_sale_at, et.total_quantity, et.sold_quantity`

export const TICKET_FROM = 'from event_tickets et join tickets t on t.id = et.ticket_id'

/** The revision of a published event (`events.public_revision`, kept by triggers). */
export const REVISION_SQL = `select e.public_revision from events e ${PUBLISHED_WHERE}`

/** A route's `{hash_code or id}`: the id it may name (-1 when it cannot be one). */
export function idOfCode(code: string): number {
  return /^\d{1,9}$/.test(code) ? Number(code) : -1
}
