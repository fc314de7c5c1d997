import { useLingui } from '@lingui/react/macro'
import { toast } from '@tessera/shared/ui/toast'

/**
 * Sends a request that answers with a session (`/login`, `/register`, `/password-reset`) and keeps
 * it with its profile. A refusal goes to `failed` (false); a profile that cannot be read leaves the
 * visitor signed in and says so (true, as for success).
 */
export function useSignIn() {
  const { t } = useLingui()
  return async (send: () => Promise<unknown>, failed: (error: unknown) => void) => {
    let body: unknown
    try {
      body = await send()
    } catch (error) {
      failed(error)
      return false
    }
    try {
      // The answer is read with zod, and the profile kept in the page's query cache: neither is
      // part of the sign-in pages' first load.
      const [{ completeSignIn }, { queryClient }] = await Promise.all([
        import('./profile'),
        import('@tessera/shared/data/query-client'),
      ])
      await completeSignIn(body, queryClient)
    } catch {
      toast(t`Oops, something went wrong with your account!`, 'danger')
    }
    return true
  }
}
