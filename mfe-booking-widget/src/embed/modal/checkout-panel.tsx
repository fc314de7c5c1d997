import { useEffect, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '@tessera/shared/public/booking'
import { WidgetApiError } from '../api'
import { getBooking, releaseBooking } from './order-api'
import { useCheckout } from './use-checkout'
import { useCountdown } from './use-countdown'

const noop = () => undefined

type CheckoutPanelProps = {
  base: string
  booking: Booking
  popup: Window | null
  /** An earlier opening's booking: its payment window is not open. */
  resumed: boolean
  onPaid: () => void
  onStartAgain: () => void
}

/**
 * Start again from a hold: lets it go (`releaseBooking`), then a new draft. A hold that is no
 * longer pending (409) was paid meanwhile (→ paid) or has ended (→ start again all the same).
 */
function useStartAgain(
  base: string,
  booking: Booking,
  done: { paid: () => void; gone: () => void },
) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const start = async () => {
    if (!booking.booking_url) return done.gone()
    setState('busy')
    try {
      await releaseBooking(base, booking.booking_url, booking.hash_code)
      done.gone()
    } catch (error) {
      if (!(error instanceof WidgetApiError) || error.code !== 'order_not_pending')
        return setState('failed')
      const now = await getBooking(base, booking.booking_url, booking.hash_code).catch(() => null)
      if (now?.status === 'completed') done.paid()
      else done.gone()
    }
  }
  return { state, start }
}

/**
 * A pending paid booking: the hold's countdown, the checkout popup and what became of it; while
 * the hold lasts a blocked or closed popup can be opened again (Resume payment) or the hold let
 * go to start over (Start again); an expired hold starts over.
 */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { base, booking, popup, resumed, onPaid, onStartAgain } = props
  const { t } = useLingui()
  const left = useCountdown(booking.expires_at)
  const { state, reopen, closePopup } = useCheckout(base, booking, popup, left)
  const again = useStartAgain(base, booking, {
    paid: onPaid,
    gone: () => {
      closePopup()
      onStartAgain()
    },
  })
  useEffect(() => {
    // An earlier opening's hold may have been paid, or have ended, while the modal was closed.
    if (!resumed || !booking.booking_url) return
    void getBooking(base, booking.booking_url, booking.hash_code).then((now) => {
      if (now.status === 'completed') onPaid()
      else if (now.status !== 'pending') onStartAgain()
    }, noop)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens
  }, [])
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
    blocked: resumed
      ? t`Your booking is waiting for payment. Resume the payment, or let these tickets go and start again.`
      : t`Your browser blocked the payment window. Open it to pay.`,
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
      {again.state === 'failed' && (
        <p
          className="notice danger"
          role="alert"
        >{t`Oops, something went wrong with this action!`}</p>
      )}
      {state !== 'waiting' && state !== 'paid' && (
        <>
          <button type="button" className="primary" onClick={reopen}>
            {state === 'closed' || resumed
              ? t({ message: 'Resume payment', comment: 'button' })
              : t`Open the payment window`}
          </button>
          <button
            type="button"
            disabled={again.state === 'busy'}
            aria-busy={again.state === 'busy' || undefined}
            onClick={() => void again.start()}
          >
            {t({ message: 'Start again', comment: 'button' })}
          </button>
        </>
      )}
    </div>
  )
}
