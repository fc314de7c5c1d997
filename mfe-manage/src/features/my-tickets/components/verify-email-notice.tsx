import { useQueryClient } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { meQueryOptions } from '@tessera/shared/api/me'
import { Button } from '@tessera/shared/ui/button'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { failureText } from '../../../lib/failure'
import { useSendVerification } from '../api/send-verification'

/** What the notice says after a request: sent, too many, or why it failed. */
function useOutcome(email: string) {
  const { t, i18n } = useLingui()
  return (error: unknown) => {
    if (!error) return t`We sent a new link to ${email}.`
    if (error instanceof ApiError && error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60))
      return t`You asked for several links already. ${plural(minutes, {
        one: 'Try again in # minute.',
        other: 'Try again in # minutes.',
      })}`
    }
    return failureText(error, i18n)
  }
}

/**
 * My tickets before the account proved it owns its address: an honest empty state that says
 * why nothing shows and sends the verification link again.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useLingui()
  const send = useSendVerification()
  const queryClient = useQueryClient()
  const outcome = useOutcome(email)
  const onSend = () =>
    send.mutate(undefined, {
      onError: (error) => {
        // Verified meanwhile (the link opened in another tab): show the tickets
        if (error instanceof ApiError && error.code === 'already_verified') {
          void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey })
          void queryClient.invalidateQueries({ queryKey: ['my-tickets'] })
        }
      },
    })
  return (
    <EmptyState
      title={t`Confirm your e-mail address to see your tickets`}
      action={
        <Button variant="primary" loading={send.isPending} onClick={onSend}>
          {t({ message: 'Send verification e-mail', comment: 'button' })}
        </Button>
      }
    >
      <p>{t`Tickets booked with ${email} appear here once you confirm that the address is yours. Open the link in the e-mail we sent you.`}</p>
      <p role="status" className="ts-my-tickets__sent">
        {send.isSuccess ? outcome(null) : send.isError ? outcome(send.error) : null}
      </p>
    </EmptyState>
  )
}
