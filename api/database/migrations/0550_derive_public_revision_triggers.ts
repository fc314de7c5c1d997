import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  dialectOf,
  dropPublicRevisionTriggers,
  replacePublicRevisionTriggers,
  type PublicRevision,
} from '#database/public_revision_triggers'
import * as eventRevision from './0450_add_public_revision_to_events.js'
import * as organizerRevision from './0530_create_organizer_public_revisions_table.js'

/**
 * The public revisions' triggers, derived from a declaration of what the public pages read
 * (`app/services/public/public_sources.ts`) instead of listed by hand (0450, 0530), in the same
 * transaction: every trigger of the two revisions dropped, the derived ones created. The same bumps
 * but for one thing: an update bumps a revision only when it changes a column the pages read
 * (before: any update of an event, an event ticket, a link, a file, a ticket, a tag, a venue or a
 * category; the lists: a venue's postal code, which they do not show). So the order's capacity
 * statement (`booked_quantity`) and the stock trigger's update of `public_revision` no longer run
 * the event's own trigger. The same names on SQLite; on PostgreSQL a table whose inserts and deletes
 * count gets `{table}_public_revision_insert_delete` beside its update trigger (a column list and
 * a WHEN are for update triggers only), as the lists' `events` trigger already had.
 *
 * The declaration below is the one `app/services/public/public_sources.ts` names while this is the
 * latest such migration; it is never edited: a later change comes with its own migration, whose
 * declaration builds on this one.
 */
export const PUBLIC_REVISIONS_0550: readonly PublicRevision[] = [
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

export default class extends BaseSchema {
  async up() {
    this.defer((db) => replacePublicRevisionTriggers(db, PUBLIC_REVISIONS_0550))
  }

  /** The hand-listed triggers of 0450 and 0530 again. */
  async down() {
    this.defer(async (db) => {
      await dropPublicRevisionTriggers(db, PUBLIC_REVISIONS_0550)
      const pg = dialectOf(db) === 'pg'
      for (const statement of [
        ...(pg ? eventRevision.pgTriggers() : eventRevision.sqliteTriggers()),
        ...(pg ? organizerRevision.pgTriggers() : organizerRevision.sqliteTriggers()),
      ])
        await db.rawQuery(statement)
    })
  }
}
