import { useEffect } from 'react'
import { isCancelledError, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/api-error'
import { $session, setSessionUser } from '@tessera/shared/stores/session'
import { toast } from '@tessera/shared/ui/toast'

/**
 * On start, a stored session's profile is read again (name, picture, and the role that decides the
 * navigation may have changed), through the page's one `/me` query: the profile screen and
 * mfe-manage read the same answer instead of asking again. A revoked token (401) already sends the
 * visitor to Login.
 */
export function useProfileOnStart(): void {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!$session.get()) return
    // Read with zod, which a visitor who is not signed in never needs.
    import('@tessera/shared/api/me')
      .then(({ meQueryOptions, toSessionUser }) =>
        queryClient
          // A failure is told at once rather than retried, as before the shared cache.
          .fetchQuery({ ...meQueryOptions(), retry: false })
          .then((profile) => setSessionUser(toSessionUser(profile))),
      )
      .catch((error: unknown) => {
        if (isCancelledError(error)) return // signed out meanwhile: the cache was cleared
        console.error(
          '[shell] could not load the profile; please try to log out and in again',
          error,
        )
        if (!(error instanceof ApiError && error.status === 401))
          toast(t`Oops, something went wrong with your account!`, 'danger')
      })
    // Once per page load: later sign-ins load the profile themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
