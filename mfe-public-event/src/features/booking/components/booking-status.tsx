import { Trans } from '@lingui/react/macro'
import type { OrderStatus } from '@tessera/shared/public/booking'
import { Badge, type BadgeTone } from '@tessera/shared/ui/badge'

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'success',
  cancelled: 'danger',
  expired: 'neutral',
}

function StatusLabel({ status }: { status: OrderStatus }) {
  switch (status) {
    case 'pending':
      return <Trans comment="badge">Pending payment</Trans>
    case 'completed':
      return <Trans comment="badge">Confirmed</Trans>
    case 'cancelled':
      return <Trans comment="badge">Cancelled</Trans>
    case 'expired':
      return <Trans comment="badge">Expired</Trans>
  }
}

/** Where a booking stands, as its buyer reads it. */
export function BookingStatus({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]}>
      <StatusLabel status={status} />
    </Badge>
  )
}
