import type { PublicRevision } from '#database/public_revision_triggers'

/**
 * What the public pages read, and which revision each change moves: the one table behind every
 * public cache (docs/ARCHITECTURE.md "The public read's cache", "The public collection and
 * calendar"; docs/STYLE.md "Adding something the public pages show").
 *
 * - `event`: `events.public_revision`, checked on every request by the public event page, its JSON,
 *   its calendar file and the cart (`public_event_cache.ts`; read by `public_event_sql.ts`,
 *   `sqlite_public_event.ts`, `pg_public_event.ts`).
 * - `organizer`: `organizer_public_revisions.revision`, checked by the organizer's public collection
 *   and calendar (`organizer_events_cache.ts`; read by `organizer_listing_sql.ts`).
 *
 * The triggers that bump them are derived from this declaration by
 * `database/public_revision_triggers.ts`, on SQLite and PostgreSQL: for each table, an update that
 * changes one of its `columns` bumps the revisions its `keys` lead to, and for `rows` tables an
 * insert or delete too. A column that is not declared bumps nothing, so an update of it (an order's
 * `booked_quantity`, a user's password) costs no trigger and empties no cache.
 *
 * The database runs the copy frozen in the latest migration that derived them (now
 * `0550_derive_public_revision_triggers.ts`): change this declaration and add a migration with the
 * new copy. `tests/functional/public/public_sources.spec.ts` fails when a public read selects,
 * joins or filters on a column not declared here, when a declared column is read by no public read,
 * or when the database's triggers are not the ones this declaration derives.
 */
export const PUBLIC_REVISIONS: readonly PublicRevision[] = [
  {
    name: 'public_revision',
    target: { kind: 'column', table: 'events', column: 'public_revision', key: 'id' },
    sources: [
      {
        table: 'events',
        changes: 'updates',
        keys: { own: true },
        columns: [
          'id',
          'uuid',
          'hash_code',
          'name',
          'description',
          'additional_description',
          'theme',
          'status',
          'start_at',
          'end_at',
          'timezone',
          'event_type',
          'virtual_link',
          'link',
          'total_capacity',
          'hero_image',
          'video_url',
          'currency',
          'show_latest_announcement',
          'custom_book_button_label',
          'book_button_label',
          'book_button_color',
          'book_promotion_label',
          'custom_brand_colors',
          'google_analytics_id',
          'personalized_ticket',
          'refund_policy',
          'event_agenda',
          'event_faqs',
          'event_host',
          'updated_at',
          'user_id',
          'category_id',
        ],
      },
      {
        table: 'event_tickets',
        changes: 'rows',
        keys: { column: 'event_id' },
        columns: [
          'id',
          'event_id',
          'ticket_id',
          'custom_description',
          'price_cents',
          'absorb_service_fee',
          'is_reservation',
          'max_quantity_per_person',
          'personalized_ticket',
          'phone_number_enabled',
          'special_requirements_required',
          'attendance_type',
          'start_sale_at',
          'end_sale_at',
          'total_quantity',
          'sold_quantity',
        ],
      },
      {
        table: 'event_tags',
        changes: 'rows',
        keys: { column: 'event_id' },
        columns: ['event_id', 'tag_id'],
      },
      {
        table: 'event_venues',
        changes: 'rows',
        keys: { column: 'event_id' },
        columns: ['event_id', 'venue_id'],
      },
      {
        table: 'assets',
        changes: 'rows',
        keys: { column: 'event_id' },
        columns: [
          'id',
          'event_id',
          'kind',
          'path',
          'mime_type',
          'size',
          'original_name',
          'position',
        ],
      },
      {
        table: 'tickets',
        changes: 'updates',
        keys: { select: 'select event_id from event_tickets where ticket_id = :row.id' },
        columns: ['id', 'name', 'description'],
      },
      {
        table: 'tags',
        changes: 'updates',
        keys: { select: 'select event_id from event_tags where tag_id = :row.id' },
        columns: ['id', 'name', 'color'],
      },
      {
        table: 'venues',
        changes: 'updates',
        keys: { select: 'select event_id from event_venues where venue_id = :row.id' },
        columns: ['id', 'name', 'address_name', 'city', 'country', 'postal_code', 'lat', 'long'],
      },
      {
        table: 'categories',
        changes: 'updates',
        keys: { select: 'select id from events where category_id = :row.id' },
        columns: ['id', 'name'],
      },
      {
        table: 'users',
        changes: 'updates',
        keys: { select: 'select id from events where user_id = :row.id' },
        columns: ['id', 'name', 'profile_image', 'role_id'],
      },
      {
        table: 'roles',
        changes: 'updates',
        keys: {
          select:
            'select e.id from events e join users u on u.id = e.user_id where u.role_id = :row.id',
        },
        columns: ['id', 'name'],
      },
    ],
  },
  {
    name: 'organizer_revision',
    target: {
      kind: 'counter',
      table: 'organizer_public_revisions',
      column: 'revision',
      key: 'user_id',
      keyTable: 'users',
    },
    sources: [
      {
        table: 'events',
        changes: 'rows',
        keys: { column: 'user_id' },
        columns: [
          'id',
          'user_id',
          'hash_code',
          'name',
          'description',
          'status',
          'show_on_collection',
          'show_on_calendar',
          'start_at',
          'end_at',
          'timezone',
          'event_type',
          'hero_image',
          'virtual_link',
          'category_id',
        ],
      },
      {
        table: 'event_tags',
        changes: 'rows',
        keys: { select: 'select user_id from events where id = :row.event_id' },
        columns: ['event_id', 'tag_id'],
      },
      {
        table: 'event_venues',
        changes: 'rows',
        keys: { select: 'select user_id from events where id = :row.event_id' },
        columns: ['event_id', 'venue_id'],
      },
      {
        table: 'tags',
        changes: 'updates',
        keys: {
          select:
            'select e.user_id from event_tags x join events e on e.id = x.event_id where x.tag_id = :row.id',
        },
        columns: ['id', 'name', 'color'],
      },
      {
        table: 'venues',
        changes: 'updates',
        keys: {
          select:
            'select e.user_id from event_venues x join events e on e.id = x.event_id where x.venue_id = :row.id',
        },
        columns: ['id', 'name', 'address_name', 'city', 'country'],
      },
      {
        table: 'categories',
        changes: 'updates',
        keys: { select: 'select user_id from events where category_id = :row.id' },
        columns: ['id', 'name'],
      },
      {
        table: 'users',
        changes: 'updates',
        keys: { column: 'id' },
        columns: ['id', 'uuid', 'name', 'profile_image'],
      },
    ],
  },
]
