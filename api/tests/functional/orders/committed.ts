import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import type { Group } from '@japa/runner/core'
import { seedRoles } from '#database/seeders/accounts_seeder'

/** Children first, so every delete passes the foreign keys. */
const TABLES = [
  'check_ins',
  'door_staff_links',
  'idempotency_keys',
  'payment_events',
  'attendees',
  'order_lines',
  'orders',
  'outbox',
  'event_tickets',
  'events',
  'tickets',
  'tags',
  'venues',
  'categories',
  'users',
] as const

async function highestIds() {
  const ids = new Map<string, number>()
  for (const table of TABLES) {
    const [row] = await db.from(table).max('id as id')
    ids.set(table, Number(row?.id ?? 0))
  }
  return ids
}

/**
 * Sets each table's id sequence back to where the test found it, so the tests after these see the
 * ids a rolled-back test leaves (the seeders' tests expect the first ids).
 */
async function restoreSequences(ids: Map<string, number>) {
  const pg = db.connection().dialect.name === 'postgres'
  for (const [table, id] of ids) {
    if (pg)
      await db.rawQuery(`select setval(pg_get_serial_sequence(?, 'id'), ?, ?)`, [
        table,
        Math.max(id, 1),
        id > 0,
      ])
    else await db.rawQuery('update sqlite_sequence set seq = ? where name = ?', [id, table])
  }
}

/**
 * For tests of concurrent requests, which need real transactions on several connections: no
 * global transaction, so what a test writes is committed, and removed after it (every row newer
 * than the test's start, and the event keys of its events, and the id sequences set back).
 */
export function useCommittedFixtures(group: Group) {
  group.each.setup(async () => {
    await seedRoles(db.connection())
    await limiter.clear()
    const before = await highestIds()
    return async () => {
      await limiter.clear()
      await db.from('event_keys').where('event_id', '>', before.get('events')!).delete()
      await db.from('check_in_revisions').where('event_id', '>', before.get('events')!).delete()
      for (const table of TABLES) await db.from(table).where('id', '>', before.get(table)!).delete()
      await restoreSequences(before)
    }
  })
}
