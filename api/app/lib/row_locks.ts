import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Adds `FOR UPDATE` on PostgreSQL. SQLite has no row locks and needs none: its writers are
 * serialised by the database lock, and knex would only warn.
 */
export function lockRows<Q extends { forUpdate(): unknown }>(
  query: Q,
  client: QueryClientContract,
): Q {
  if (client.dialect.name === 'postgres') query.forUpdate()
  return query
}
