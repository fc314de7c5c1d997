import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import type { Group } from '@japa/runner/core'
import { seedRoles } from '#database/seeders/accounts_seeder'

/** Children first, so every delete passes the foreign keys. */
const TABLES = [
  'idempotency_keys',
  'payment_events',
  'attendees',
  'order_lines',
  'orders',
  'outbox',
  'event_tickets',
  'events',
  'tickets',
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
 * For tests of concurrent requests, which need real transactions on several connections: no
 * global transaction, so what a test writes is committed, and removed after it (every row newer
 * than the test's start, and the event keys of its events).
 */
export function useCommittedFixtures(group: Group) {
  group.each.setup(async () => {
    await seedRoles(db.connection())
    await limiter.clear()
    const before = await highestIds()
    return async () => {
      await limiter.clear()
      await db.from('event_keys').where('event_id', '>', before.get('events')!).delete()
      for (const table of TABLES) await db.from(table).where('id', '>', before.get(table)!).delete()
    }
  })
}
