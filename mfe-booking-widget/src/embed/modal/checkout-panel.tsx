import { useEffect } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '@tessera/shared/public/booking'
import { useCheckout } from './use-checkout'
import { useCountdown } from './use-countdown'

type CheckoutPanelProps = {
  base: string
  booking: Booking
  popup: Window | null
  onPaid: () => void
  onStartAgain: () => void
}

/**
 * A pending paid booking: the hold's countdown, the checkout popup and what became of it; a
 * blocked or closed popup can be opened again while the hold lasts, an expired hold starts over.
 */
export function CheckoutPanel({ base, booking, popup, onPaid, onStartAgain }: CheckoutPanelProps) {
  const { t } = useLingui()
  const left = useCountdown(booking.expires_at)
  const { state, reopen, closePopup } = useCheckout(base, booking, popup, left)
  useEffect(() => {
    if (state === 'paid') onPaid()
    if (state === 'expired' || state === 'released') closePopup()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to the state only
  }, [state])
  const minutes = Math.floor(left / 60)
  const clock = `${minutes}:${String(left % 60).padStart(2, '0')}`
  if (state === 'expired' || state === 'released')
    return (
      <div className="notice danger" role="alert">
        <p>
          {state === 'expired' ? (
            <Trans>
              Your hold has ended and the tickets were released. You have not been charged.
            </Trans>
          ) : (
            <Trans>
              The payment was not completed and the tickets were released. You have not been
              charged.
            </Trans>
          )}
        </p>
        <button type="button" className="primary" onClick={onStartAgain}>
          {t`Start again`}
        </button>
      </div>
    )
  const message = {
    waiting: t`Complete the payment in the payment window.`,
    blocked: t`Your browser blocked the payment window. Open it to pay.`,
    closed: t`The payment window was closed before the payment was completed.`,
    declined: t`The payment was declined. You can try again.`,
    paid: t`Payment received.`,
  }[state]
  return (
    <div className="notice">
      <p>
        {t`Time left to pay:`} <span role="timer">{clock}</span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        <Plural
          value={Math.ceil(left / 60)}
          one="# minute left to pay"
          other="# minutes left to pay"
        />
      </p>
      <p role="status">{message}</p>
      {state !== 'waiting' && state !== 'paid' && (
        <button type="button" className="primary" onClick={reopen}>
          {t`Open the payment window`}
        </button>
      )}
    </div>
  )
}
