import { useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import { meQueryOptions } from '@tessera/shared/api/me'
import { errorText } from '@tessera/shared/errors/messages'
import type { MetaDocument } from '@tessera/shared/jsonapi/document'
import { useLocation } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { $session } from '@tessera/shared/stores/session'
import { Alert } from '@tessera/shared/ui/alert'
import { Link } from '@tessera/shared/ui/link'
import { Spinner } from '@tessera/shared/ui/spinner'
import { AuthLayout } from '../../components/auth-layout'

/** `POST /email-verification` with the link's token → the address now verified. */
async function confirmEmail(token: string): Promise<string> {
  const answer = (await api.post('email-verification', { token })) as MetaDocument
  return String(answer.meta.email)
}

/** Where to go next: My tickets when signed in, else the sign-in page. */
function NextStep({ signedIn }: { signedIn: boolean }) {
  return (
    <p>
      {signedIn ? (
        <Link to={routePath('attendeeTickets')}>
          <Trans>Open My tickets</Trans>
        </Link>
      ) : (
        <Link to={routePath('login')}>
          <Trans>Sign in to see your tickets</Trans>
        </Link>
      )}
    </p>
  )
}

/**
 * The e-mail verification link's page (issue 11 item 7): it confirms the address as it opens,
 * signed in or not, and says so; a refused link says why and where to ask for a new one.
 */
export default function EmailVerifyPage() {
  const { t, i18n } = useLingui()
  const token = useLocation().search.get('token') ?? ''
  const signedIn = Boolean(useStore($session)?.token)
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: confirmEmail,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey })
      void queryClient.invalidateQueries({ queryKey: ['my-tickets'] })
    },
  })
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || !token) return
    sent.current = true
    confirm.mutate(token)
  }, [confirm, token])

  const code = confirm.error instanceof ApiError ? confirm.error.code : null
  let content
  if (!token) content = <Alert tone="danger">{errorText(i18n, 'invalid_verification_link')}</Alert>
  else if (confirm.isSuccess) {
    const email = confirm.data
    content = (
      <Alert tone="success">
        <Trans>Your e-mail address {email} is confirmed.</Trans>
      </Alert>
    )
  } else if (code === 'already_verified')
    content = <Alert tone="info">{errorText(i18n, 'already_verified')}</Alert>
  else if (confirm.isError)
    content = <Alert tone="danger">{errorText(i18n, code ?? 'server_error')}</Alert>
  else
    content = (
      <p>
        <Spinner size="sm" /> <Trans>Confirming your e-mail address…</Trans>
      </p>
    )

  return (
    <AuthLayout title={t`Confirm your e-mail address`}>
      {content}
      {!token || confirm.isSuccess || confirm.isError ? <NextStep signedIn={signedIn} /> : null}
    </AuthLayout>
  )
}
