import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { decideCancellation } from '@tessera/shared/domain/booking/cancellation'
import { errorText } from '@tessera/shared/errors/messages'
import type { Booking } from '@tessera/shared/public/booking'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { Button } from '@tessera/shared/ui/button'
import { ConfirmDialog } from '@tessera/shared/ui/confirm-dialog'
import { useCancelBooking } from '../api/cancel-booking'
import { StartAgain } from './start-again'

type Props = { booking: Booking; event: PublicEvent; token: string; onCancelled: () => void }

/**
 * Cancel, within the event's refund policy (the rule the API applies, `decideCancellation`): the
 * button and a confirmation dialog, or why the booking cannot be cancelled online. A hold waiting
 * for payment is not cancelled but let go, to start again (issue 26).
 */
export function CancelBooking(props: Props) {
  if (props.booking.status === 'pending') return <StartAgain {...props} />
  if (props.booking.status !== 'completed') return null
  return <CancelCompleted {...props} />
}

function CancelCompleted({ booking, event, token, onCancelled }: Props) {
  const { i18n, t } = useLingui()
  const [asking, setAsking] = useState(false)
  const cancel = useCancelBooking(booking.hash_code, token)
  const facts = {
    status: booking.status,
    paid: booking.total > 0,
    refund_policy: event.refund_policy,
    start_at: new Date(event.start_at),
    timezone: event.timezone,
  }
  const decision = decideCancellation(facts, new Date())
  if (!decision.ok) return <p className="tp-muted">{errorText(i18n, decision.reason)}</p>
  const amount = i18n.number(booking.total, { style: 'currency', currency: booking.currency })
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false)
        onCancelled()
      },
    })
  return (
    <div className="tp-actions">
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trans>Cancel booking</Trans>
      </Button>
      {cancel.isError ? (
        <p role="alert">{errorText(i18n, (cancel.error as { code?: string }).code ?? '')}</p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t`Cancel this booking?`}
        message={
          decision.refund
            ? t`Your tickets will no longer be valid, and ${amount} will be refunded.`
            : t`Your tickets will no longer be valid.`
        }
        confirmLabel={t`Cancel booking`}
        danger
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </div>
  )
}
