import { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { signOut } from '@tessera/shared/stores/session'
import { toast } from '@tessera/shared/ui/toast'

/**
 * Logs out (spec "accounts" §4): the API revokes the token, the stored one is cleared and the
 * visitor goes to Login. The token is cleared even when the API could not be told, so nobody stays
 * signed in on a shared computer; the failure is reported with `failureMessage`.
 */
export async function logOut(failureMessage: string): Promise<void> {
  try {
    await api.post('logout')
  } catch (error) {
    // 401: the token was already revoked or expired, so the visitor is logged out anyway.
    if (!(error instanceof ApiError && error.status === 401)) toast(failureMessage, 'danger')
  }
  signOut()
  if (window.location.pathname !== routePath('login')) navigate(routePath('login'))
}
