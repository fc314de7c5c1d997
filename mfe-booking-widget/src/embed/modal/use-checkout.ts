import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Booking } from '@tessera/shared/public/booking'
import { getBooking } from './order-api'
import { apiOrigins, checkoutUrl, paymentOutcome } from './payment-message'

export type CheckoutState =
  'waiting' | 'blocked' | 'closed' | 'declined' | 'released' | 'expired' | 'paid'

const noop = () => undefined

const POPUP_NAME = 'tessera-checkout'
const POPUP_FEATURES = 'popup,width=520,height=760'

/** Opens the checkout window; call it from the click itself, or browsers block the popup. */
export function openCheckoutWindow(url = ''): Window | null {
  return window.open(url, POPUP_NAME, POPUP_FEATURES)
}

/**
 * A pending booking's checkout in a popup: the outcome by the popup's origin-checked message; a
 * closed popup or a declined payment asks the API how the booking stands (a payment may have
 * finished without a message; a provider may end the checkout on a decline: `released`); the
 * hold's end (`expired`) stops it. `reopen` must run in a click.
 */
export function useCheckout(base: string, booking: Booking, initial: Window | null, left: number) {
  const [popup, setPopup] = useState(initial)
  const [state, setState] = useState<CheckoutState>(initial ? 'waiting' : 'blocked')
  const origins = useMemo(() => apiOrigins(base, booking.booking_url), [base, booking.booking_url])

  const url = booking.payment_url ? checkoutUrl(booking.payment_url, location.origin) : ''
  useEffect(() => {
    if (initial && url) initial.location.replace(url)
  }, [initial, url])

  // How the booking stands now: paid, released (no longer pending), or still to pay (unchanged).
  const settle = useCallback(() => {
    if (!booking.booking_url) return
    void getBooking(base, booking.booking_url, booking.hash_code).then((now) => {
      if (now.status === 'completed') setState('paid')
      else if (now.status !== 'pending') setState('released')
    }, noop)
  }, [base, booking])

  useEffect(() => {
    const listen = (message: MessageEvent) => {
      const outcome = paymentOutcome(message, origins, booking.hash_code)
      if (outcome) setState(outcome)
      if (outcome === 'declined') settle()
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [origins, booking.hash_code, settle])

  useEffect(() => {
    if (state !== 'waiting' || !popup) return
    const timer = setInterval(() => {
      if (!popup.closed) return
      clearInterval(timer)
      setState('closed')
      settle()
    }, 500)
    return () => clearInterval(timer)
  }, [state, popup, settle])

  const ended = left === 0 && state !== 'paid' && state !== 'released'
  return {
    state: ended ? ('expired' as const) : state,
    reopen: () => {
      const opened = openCheckoutWindow(url)
      setPopup(opened)
      setState(opened ? 'waiting' : 'blocked')
    },
    closePopup: () => popup?.close(),
  }
}
