import type { PublicRevision } from '#database/public_revision_triggers'
import { PUBLIC_REVISIONS_0550 } from '#database/migrations/0550_derive_public_revision_triggers'

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
 * The declaration itself lives in the latest migration that derived the triggers (now
 * `0550_derive_public_revision_triggers.ts`), as the database runs it: a migration is never edited
 * once it has landed, so a change is a new migration whose declaration builds on the previous one,
 * and this name then points at it. `tests/functional/public/public_sources.spec.ts` fails when a public read selects,
 * joins or filters on a column not declared here, when a declared column is read by no public read,
 * or when the database's triggers are not the ones this declaration derives.
 */
export const PUBLIC_REVISIONS: readonly PublicRevision[] = PUBLIC_REVISIONS_0550
