import { hkdfSync } from 'node:crypto'
import { DateTime } from 'luxon'
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Challenge } from 'altcha-lib/v1/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { appKey } from '#config/app'
import { humanCheck } from '#config/limits'
import ApiError from '#exceptions/api_error'
import { isUniqueViolation } from '#lib/database_values'
import { sqlInstant } from '#lib/utc_date_time'

/**
 * The human check of registration: an ALTCHA proof-of-work challenge (the widget's v1 format),
 * signed with a key derived from APP_KEY, verified here, and usable once.
 */
const hmacKey = Buffer.from(
  hkdfSync('sha256', appKey.release(), '', 'tessera human check', 32),
).toString('hex')

const TABLE = 'human_check_solutions'

export function newHumanCheckChallenge(): Promise<Challenge> {
  return createChallenge({
    hmacKey,
    maxnumber: humanCheck.maxNumber,
    expires: new Date(Date.now() + humanCheck.expiresIn * 1000),
  })
}

/** Whether a solution (the widget's base64 payload) solves one of our challenges in time. */
async function isSolved(payload: string): Promise<{ signature: string; expires: number } | null> {
  try {
    if (!(await verifySolution(payload, hmacKey, true))) return null
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      signature: string
    }
    const expires = Number(extractParams(payload).expires)
    return Number.isFinite(expires) ? { signature: decoded.signature, expires } : null
  } catch {
    return null
  }
}

/**
 * Verifies a solution and records it as used within the caller's transaction, so it counts as used
 * only if the registration commits. A second use (even a concurrent one) is refused by the primary key.
 */
export async function consumeHumanCheck(
  trx: TransactionClientContract,
  payload: string,
): Promise<void> {
  const failed = () => ApiError.invalid('human_check', 'human_check_failed')
  const solved = await isSolved(payload)
  if (!solved) throw failed()

  await trx.from(TABLE).where('expires_at', '<', sqlInstant(trx, DateTime.now())).delete()
  try {
    await trx.table(TABLE).insert({
      signature: solved.signature,
      expires_at: sqlInstant(trx, DateTime.fromSeconds(solved.expires)),
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw failed()
    throw error
  }
}
