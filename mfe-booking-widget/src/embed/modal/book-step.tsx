import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorText } from '@tessera/shared/errors/messages'
import type { Booking } from '@tessera/shared/public/booking'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { WidgetApiError } from '../api'
import { postOrder } from './order-api'
import { BookingDone } from './booking-done'
import { CheckoutPanel } from './checkout-panel'
import { draftTotal, orderFromDraft, type Draft } from './draft'
import { OrderSummary } from './order-summary'
import { openCheckoutWindow } from './use-checkout'

type BookStepProps = {
  base: string
  event: PublicEvent
  draft: Draft
  slots: Parameters<typeof orderFromDraft>[2]
  /** This attempt's `Idempotency-Key`: kept when the same attempt is sent again. */
  attemptKey: string
  booking: Booking | null
  resumed: boolean
  onBooked: (booking: Booking) => void
  onPaid: () => void
  onFailed: (error: WidgetApiError) => void
  onStartAgain: () => void
}

/**
 * Step 2, Book Me In: the summary and total, then Book. A free booking shows its number at once;
 * a paid one opens the checkout (the popup is opened by the click itself, before the answer).
 */
export function BookStep(props: BookStepProps) {
  const { t, i18n } = useLingui()
  const { event, draft, booking } = props
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<WidgetApiError | null>(null)
  const [popup, setPopup] = useState<Window | null>(null)
  if (booking?.status === 'completed') return <BookingDone booking={booking} />
  if (booking)
    return (
      <CheckoutPanel
        base={props.base}
        booking={booking}
        popup={popup}
        resumed={props.resumed}
        onPaid={props.onPaid}
        onStartAgain={props.onStartAgain}
      />
    )

  const book = async () => {
    const paid = draftTotal(event, draft) > 0
    const opened = paid ? openCheckoutWindow() : null
    setPopup(opened)
    setBusy(true)
    setFailure(null)
    const locale = i18n.locale === 'el' ? 'el' : 'en'
    try {
      props.onBooked(
        await postOrder(
          props.base,
          orderFromDraft(event, draft, props.slots, locale),
          props.attemptKey,
          locale,
        ),
      )
    } catch (error) {
      opened?.close()
      const refusal = error instanceof WidgetApiError ? error : new WidgetApiError(0, [])
      setFailure(refusal)
      props.onFailed(refusal)
    } finally {
      setBusy(false)
    }
  }
  const known = failure?.errors[0]
  // The hold limit's refusal says when the first of the holds counted ends (docs/API.md)
  const retryAt = known?.code === 'hold_limit_reached' ? known.meta?.retry_at : null
  const retryTime =
    typeof retryAt === 'string' ? i18n.date(new Date(retryAt), { timeStyle: 'short' }) : null
  return (
    <>
      <OrderSummary event={event} draft={draft} />
      <div role="alert">
        {failure && (
          <p className="notice danger">
            {known && failure.status < 500
              ? errorText(i18n, known.code)
              : t`Oops, something went wrong with this action!`}
            {retryTime && <> {t`You can book again from ${retryTime}.`}</>}
          </p>
        )}
      </div>
      <p className="muted">
        <Trans>Your booking is made when you press Book.</Trans>
      </p>
      <button
        type="button"
        className="primary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={book}
      >
        {busy ? t`Booking…` : t`Book`}
      </button>
    </>
  )
}
