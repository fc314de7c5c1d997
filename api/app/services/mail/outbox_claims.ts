import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DeliveryPolicy } from '#config/mail'
import OutboxMessage from '#models/outbox_message'

/** An outbox row this worker holds until `lockedUntil`, fenced by `claimToken`. */
export type ClaimedMessage = OutboxMessage & { claimToken: string }

/** Timestamps bound to raw queries in the format Lucid stores (SQLite compares them as text). */
function sqlTime(client: QueryClientContract, time: DateTime): string {
  return time.toLocal().toFormat(client.dialect.dateTimeFormat)
}

/** Delay before the next try after `attempts` failures: exponential, capped. */
export function retryDelaySeconds(attempts: number, policy: DeliveryPolicy): number {
  return Math.min(policy.backoffCapSeconds, policy.backoffBaseSeconds * 2 ** (attempts - 1))
}

/**
 * Claims up to `batchSize` due rows for one worker: pending, available, and not held by a live claim
 * (a claim whose lease passed belongs to a worker that died, so its row is taken over).
 *
 * Why this is safe with several API processes: the claim is one UPDATE that sets `locked_until` and
 * a fresh `claim_token`. On PostgreSQL the inner SELECT takes the rows `FOR UPDATE SKIP LOCKED`, so
 * concurrent claimers each lock different rows without waiting on one another, and the
 * re-checked WHERE sees a claim another transaction committed meanwhile. SQLite has one writer at a
 * time and a write statement reads the newest data, so the same guarded UPDATE cannot take a row
 * another claim holds. Either way a row has one live claim, and nobody sends it twice.
 */
export async function claimDue(
  client: QueryClientContract,
  now: DateTime,
  policy: DeliveryPolicy,
): Promise<ClaimedMessage[]> {
  const stamp = sqlTime(client, now)
  const lockIsFree = (query: Knex.QueryBuilder) =>
    query.whereNull('locked_until').orWhere('locked_until', '<', stamp)
  const due = client
    .knexQuery()
    .from('outbox')
    .select('id')
    .where('status', 'pending')
    .where('available_at', '<=', stamp)
    .where(lockIsFree)
    .orderBy('id')
    .limit(policy.batchSize)
  if (client.dialect.name === 'postgres') due.forUpdate().skipLocked()

  const rows: Record<string, unknown>[] = await client
    .knexQuery()
    .from('outbox')
    .whereIn('id', due)
    .where(lockIsFree)
    .update(
      {
        locked_until: sqlTime(client, now.plus({ seconds: policy.leaseSeconds })),
        claim_token: randomUUID(),
        updated_at: stamp,
      },
      ['*'],
    )
  return rows
    .map((row) => OutboxMessage.$createFromAdapterResult(row) as ClaimedMessage)
    .sort((a, b) => a.id - b.id)
}

/** Updates a row only while this worker's claim still holds it. */
function whileClaimed(client: QueryClientContract, message: ClaimedMessage) {
  return client
    .knexQuery()
    .from('outbox')
    .where('id', message.id)
    .where('claim_token', message.claimToken)
}

export async function markSent(
  client: QueryClientContract,
  message: ClaimedMessage,
  now: DateTime,
) {
  const stamp = sqlTime(client, now)
  await whileClaimed(client, message).update({
    status: 'sent',
    sent_at: stamp,
    locked_until: null,
    claim_token: null,
    updated_at: stamp,
  })
}

/** Records a failed send: retried after a backoff, or `failed` once `maxAttempts` is reached. */
export async function markFailed(
  client: QueryClientContract,
  message: ClaimedMessage,
  error: string,
  now: DateTime,
  policy: DeliveryPolicy,
) {
  const attempts = message.attempts + 1
  const givenUp = attempts >= policy.maxAttempts
  const stamp = sqlTime(client, now)
  await whileClaimed(client, message).update({
    status: givenUp ? 'failed' : 'pending',
    attempts,
    last_error: error.slice(0, 2_000),
    ...(givenUp
      ? {}
      : {
          available_at: sqlTime(client, now.plus({ seconds: retryDelaySeconds(attempts, policy) })),
        }),
    locked_until: null,
    claim_token: null,
    updated_at: stamp,
  })
}

/** Gives back claimed rows this worker will not send (it is stopping), so others take them now. */
export async function releaseClaims(client: QueryClientContract, messages: ClaimedMessage[]) {
  if (messages.length === 0) return
  await client
    .knexQuery()
    .from('outbox')
    .whereIn(
      'id',
      messages.map((message) => message.id),
    )
    .where('claim_token', messages[0].claimToken)
    .update({ locked_until: null, claim_token: null })
}
