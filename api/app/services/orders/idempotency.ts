import { createHash } from 'node:crypto'
import type { Row } from '#lib/direct_reads'
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
 * A key claimed for an order being written. On PostgreSQL its row is inserted first (`id`); on
 * SQLite the key was only found free (`id` null) and its row is written once, with the answer
 * (`recordAnswer`): the write lock the transaction holds from `BEGIN IMMEDIATE` keeps it free.
 */
export type KeyClaim = { key: string; hash: string; at: Date; id: number | null }

const STORED = `select request_hash, response_status, response_body from idempotency_keys
  where scope = ? and key = ?`

const answerOf = (row: Row | undefined): StoredAnswer => ({
  requestHash: String(row?.request_hash ?? ''),
  status: Number(row?.response_status ?? 0),
  body: String(row?.response_body ?? ''),
})

/**
 * Claims `key` in the caller's transaction, first thing; answers what is stored under it when it
 * is taken. On PostgreSQL the unique (scope, key) index serialises duplicates: a concurrent claim
 * waits for the first transaction and then does nothing. SQLite runs one write transaction at a
 * time, so reading the key is enough, and the key's row costs one INSERT instead of an INSERT and
 * the UPDATE that stored the answer in it.
 */
export async function claimKey(
  sql: DirectStatements,
  key: string,
  hash: string,
  at: Date,
): Promise<KeyClaim | { taken: StoredAnswer }> {
  if (sql.dialect === 'sqlite') {
    const [stored] = await sql.all(STORED, [SCOPE, key])
    return stored ? { taken: answerOf(stored) } : { key, hash, at, id: null }
  }
  const [row] = await sql.all(
    `insert into idempotency_keys (scope, key, request_hash, response_status, response_body,
      created_at) values (?, ?, ?, 0, '', ?) on conflict (scope, key) do nothing returning id`,
    [SCOPE, key, hash, at],
  )
  if (!row) return { taken: answerOf((await sql.all(STORED, [SCOPE, key]))[0]) }
  return { key, hash, at, id: Number(row.id) }
}

/** Keeps the first answer of a claimed key, in the order's transaction; answers the key's id. */
export async function recordAnswer(
  sql: DirectStatements,
  claim: KeyClaim,
  answer: { status: number; body: string; orderId: number },
): Promise<number> {
  if (claim.id !== null) {
    await storeAnswer(sql, claim.id, answer)
    return claim.id
  }
  const [row] = await sql.all(
    `insert into idempotency_keys (scope, key, request_hash, response_status, response_body,
      order_id, created_at) values (?, ?, ?, ?, ?, ?, ?) returning id`,
    [SCOPE, claim.key, claim.hash, answer.status, answer.body, answer.orderId, claim.at],
  )
  return Number(row!.id)
}

/** Keeps the answer a replay of the key gets (the checkout's, once it is open). */
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
