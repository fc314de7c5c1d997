import { isDemoLockedRecord } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import { inDemoMode } from '#services/accounts/demo_mode'

/** In demo mode the default events and categories (ids 1 and 2) cannot be changed or deleted (403). */
export function ensureNotDemoLocked(id: number): void {
  if (inDemoMode() && isDemoLockedRecord(id)) throw ApiError.forbidden('protected_record')
}
