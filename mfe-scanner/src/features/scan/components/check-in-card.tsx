import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DoorPaymentState } from '@tessera/shared/domain/check-in/door-payment-state'
import { Button } from '@tessera/shared/ui/button'
import { PartyStepper } from './party-stepper'

/** What the card shows of a ticket: no e-mail, so a door-staff link shows names only. */
export type CardAttendee = {
  name: string
  ticket_name: string
  payment_state: DoorPaymentState
  quantity: number
  /** Admitted so far, this device's queued scans included. */
  checked_in_qty: number
}

/**
 * The check-in card (spec "events" §4 "Check-in"): ticket, attendee and payment, a stepper from 0
 * to the places left, Check in disabled once the ticket is fully checked in, and "Checked-in
 * completed" after the check-in.
 */
export function CheckInCard({
  attendee,
  onCheckIn,
  busy,
  completed,
}: {
  attendee: CardAttendee
  onCheckIn: (quantity: number) => void
  busy: boolean
  completed: boolean
}) {
  const { t } = useLingui()
  const remaining = Math.max(0, attendee.quantity - attendee.checked_in_qty)
  const [wanted, setCount] = useState(1)
  const count = Math.min(wanted, remaining)
  const { checked_in_qty: admitted, quantity } = attendee
  const paymentLabel: Record<DoorPaymentState, string> = {
    paid: t`paid (online payment)`,
    pending: t`pending payment`,
    free: t`free ticket`,
  }
  return (
    <div className="sc-card">
      <dl className="sc-card__facts">
        <dt>{t`Ticket`}</dt>
        <dd>{attendee.ticket_name}</dd>
        <dt>{t`Attendee`}</dt>
        <dd>{attendee.name}</dd>
        <dt>{t`Payment`}</dt>
        <dd>{paymentLabel[attendee.payment_state]}</dd>
        <dt>{t({ message: `Checked in`, context: 'attendee' })}</dt>
        <dd>
          <Trans>
            {admitted} of {quantity}
          </Trans>
        </dd>
      </dl>
      {completed ? (
        <p className="sc-card__done" role="status">
          {t`Checked-in completed`}
        </p>
      ) : null}
      {remaining === 0 && !completed ? (
        <p className="sc-card__full" role="status">{t`Fully checked in`}</p>
      ) : null}
      <PartyStepper value={count} max={remaining} onChange={setCount} disabled={remaining === 0} />
      <Button
        loading={busy}
        disabled={remaining === 0 || count === 0}
        onClick={() => onCheckIn(count)}
      >
        {t`Check in`}
      </Button>
    </div>
  )
}
