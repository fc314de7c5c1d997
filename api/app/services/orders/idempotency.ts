import { createHash } from 'node:crypto'
import type { DirectStatements } from '#lib/direct_statements'

/** The `idempotency_keys` scope of `POST /orders`. */
const SCOPE = 'orders'

/** A stored answer; `status` 0 while the order's checkout is still being opened. */
export type StoredAnswer = { requestHash: string; status: number; body: string }

/** The SHA-256 of a request's canonical form (the parsed body, keys in the schema's order). */
export function requestHash(canonical: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/**
 * Claims `key` in the caller's transaction, first thing: its id, or null when the key is taken.
 * The unique (scope, key) index serialises duplicates: on PostgreSQL a concurrent claim waits for
 * the first transaction and then does nothing; on SQLite transactions run one at a time.
 */
export async function claimKey(
  sql: DirectStatements,
  key: string,
  hash: string,
  at: Date,
): Promise<number | null> {
  const [row] = await sql.all(
    `insert into idempotency_keys (scope, key, request_hash, response_status, response_body,
      created_at) values (?, ?, ?, 0, '', ?) on conflict (scope, key) do nothing returning id`,
    [SCOPE, key, hash, at],
  )
  return row ? Number(row.id) : null
}

/** The answer stored under `key` (read after a failed claim: the first claim has committed). */
export async function storedAnswer(sql: DirectStatements, key: string): Promise<StoredAnswer> {
  const [row] = await sql.all(
    `select request_hash, response_status, response_body from idempotency_keys
      where scope = ? and key = ?`,
    [SCOPE, key],
  )
  return {
    requestHash: String(row?.request_hash ?? ''),
    status: Number(row?.response_status ?? 0),
    body: String(row?.response_body ?? ''),
  }
}

/** Keeps the answer a replay of the key gets. */
export async function storeAnswer(
  sql: DirectStatements,
  id: number,
  answer: { status: number; body: string; orderId: number },
): Promise<void> {
  await sql.run(
    'update idempotency_keys set response_status = ?, response_body = ?, order_id = ? where id = ?',
    [answer.status, answer.body, answer.orderId, id],
  )
}

/** Forgets answers stored before `before` (at most 1,000 a call); answers how many. */
export async function forgetAnswers(sql: DirectStatements, before: Date): Promise<number> {
  return sql.run(
    `delete from idempotency_keys where id in (select id from idempotency_keys
      where scope = ? and created_at < ? order by id limit 1000)`,
    [SCOPE, before],
  )
}
