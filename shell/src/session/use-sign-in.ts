import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@tessera/shared/ui/toast'

/**
 * Sends a request that answers with a session (`/login`, `/register`, `/password-reset`) and keeps
 * it with its profile. A refusal goes to `failed` (false); a profile that cannot be read leaves the
 * visitor signed in and says so (true, as for success).
 */
export function useSignIn() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return async (send: () => Promise<unknown>, failed: (error: unknown) => void) => {
    let body: unknown
    try {
      body = await send()
    } catch (error) {
      failed(error)
      return false
    }
    try {
      // The answer is read with zod, which the sign-in pages' first paint does without.
      const { completeSignIn } = await import('./profile')
      await completeSignIn(body, queryClient)
    } catch {
      toast(t`Oops, something went wrong with your account!`, 'danger')
    }
    return true
  }
}
