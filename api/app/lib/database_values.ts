import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** A unique index refused a write (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  )
}

/** A foreign key refused a delete: something still points at the row. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}

/**
 * After rows were inserted with explicit ids, moves a PostgreSQL sequence past them so the next
 * insert does not collide (SQLite needs nothing).
 */
export async function syncIdSequence(client: QueryClientContract, table: string): Promise<void> {
  if (client.dialect.name !== 'postgres') return
  await client.rawQuery(
    `select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    [table],
  )
}

/** The given values without the `undefined` ones: what a PATCH changes (absent fields stay as they are). */
export function definedValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}
