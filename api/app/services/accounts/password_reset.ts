import { createHash } from 'node:crypto'
import ApiError from '#exceptions/api_error'
import { inDemoMode } from '#services/accounts/demo_mode'

/** Where reset tokens are kept, as hashes only. */
export const RESET_TOKENS_TABLE = 'password_reset_tokens'

/** The stored form of a reset token. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** Password reset is off in demo mode (spec "accounts" §8: "reset is disabled in the demo"). */
export function ensureResetAllowed() {
  if (inDemoMode()) throw ApiError.forbidden('demo_mode')
}
