import db from '@adonisjs/lucid/services/db'
import { directStatements } from '#lib/direct_statements'
import { orderLimits } from '#config/limits'
import { forgetAnswers } from '#services/orders/idempotency'
import { expireOrder } from '#services/orders/order_lifecycle'

/** Orders looked at per round; a sweep repeats rounds until none is due. */
const BATCH = 100

export type ExpiredHold = { id: number; provider: string | null; reference: string | null }

async function dueHolds(now: Date, after: number) {
  return db.transaction(async (trx) => {
    const sql = await directStatements(trx)
    return sql.all(
      `select id, payment_provider, payment_reference from orders
        where status = 'pending' and expires_at <= ? and id > ? order by id limit ${BATCH}`,
      [now, after],
    )
  })
}

/**
 * Expires every pending order whose hold ended by `now` and gives its stock back
 * (docs/ARCHITECTURE.md "Orders"). Each order in its own short transaction through `expireOrder`,
 * whose guarded UPDATE (`status = 'pending'`) lets exactly one of several sweepers, or a payment
 * arriving at the same moment, change it. Answers the orders this call expired, so their
 * checkouts can be ended at the provider.
 */
export async function sweepExpiredHolds(now: Date): Promise<ExpiredHold[]> {
  const expired: ExpiredHold[] = []
  let after = 0
  for (;;) {
    const due = await dueHolds(now, after)
    for (const row of due) {
      const id = Number(row.id)
      if (await db.transaction((trx) => expireOrder(trx, id, now))) {
        expired.push({
          id,
          provider: (row.payment_provider as string | null) ?? null,
          reference: (row.payment_reference as string | null) ?? null,
        })
      }
    }
    if (due.length < BATCH) return expired
    after = Number(due[due.length - 1]!.id)
  }
}

/** Forgets the idempotency answers older than `orderLimits.keepAnswersHours`, 1,000 at a time. */
export async function forgetOldAnswers(now: Date): Promise<void> {
  const before = new Date(now.getTime() - orderLimits.keepAnswersHours * 3_600_000)
  for (;;) {
    const forgotten = await db.transaction(async (trx) =>
      forgetAnswers(await directStatements(trx), before),
    )
    if (forgotten < 1000) return
  }
}
