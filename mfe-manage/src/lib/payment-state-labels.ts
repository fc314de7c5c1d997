import { useLingui } from '@lingui/react/macro'
import type { PaymentState } from '@tessera/shared/domain/guests/guest-states'
import type { BadgeTone } from '@tessera/shared/ui/badge'

/** The words for an order's payment state (guest and bookings lists), with their badge tone. */
export function usePaymentStateLabels(): Record<PaymentState, string> {
  const { t } = useLingui()
  return {
    paid: t`Paid`,
    free: t`Free`,
    pending: t`Pending payment`,
    refunded: t`Refunded`,
    cancelled: t`Cancelled`,
    expired: t`Expired`,
  }
}

export const PAYMENT_STATE_TONES: Record<PaymentState, BadgeTone> = {
  paid: 'success',
  free: 'neutral',
  pending: 'warning',
  refunded: 'neutral',
  cancelled: 'danger',
  expired: 'neutral',
}
