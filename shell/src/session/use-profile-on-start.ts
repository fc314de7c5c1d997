import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { $session } from '@tessera/shared/stores/session'
import { toast } from '@tessera/shared/ui/toast'
import { loadProfile } from './profile'

/**
 * On start, a stored session's profile is read again (name, picture, and the role that decides the
 * navigation may have changed). A revoked token (401) already sends the visitor to Login.
 */
export function useProfileOnStart(): void {
  const { t } = useLingui()
  useEffect(() => {
    if (!$session.get()) return
    loadProfile().catch((error: unknown) => {
      console.error('[shell] could not load the profile; please try to log out and in again', error)
      if (!(error instanceof ApiError && error.status === 401))
        toast(t`Oops, something went wrong with your account!`, 'danger')
    })
    // Once per page load: later sign-ins load the profile themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
