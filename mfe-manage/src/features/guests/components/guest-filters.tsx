import { useLingui } from '@lingui/react/macro'
import type { CheckInState, PaymentState } from '@tessera/shared/domain/guests/guest-states'
import { Select } from '@tessera/shared/ui/field'
import { usePaymentStateLabels } from '../../../lib/payment-state-labels'

export type GuestFilterValues = {
  ticket: string
  payment: PaymentState | ''
  checkIn: CheckInState | ''
}

export const NO_GUEST_FILTERS: GuestFilterValues = { ticket: '', payment: '', checkIn: '' }

/** The API's `filter[…]` parameters of the chosen filters (the search is the list query's). */
export function guestFilterString(values: GuestFilterValues): string {
  return [
    values.ticket && `filter[event_ticket]=${encodeURIComponent(values.ticket)}`,
    values.payment && `filter[payment]=${values.payment}`,
    values.checkIn && `filter[check_in]=${values.checkIn}`,
  ]
    .filter(Boolean)
    .join('&')
}

type GuestFiltersProps = {
  values: GuestFilterValues
  /** The event's tickets (offers) to filter by. */
  tickets: { value: string; label: string }[]
  onChange: (values: GuestFilterValues) => void
}

/** Filters of the guest list: ticket, payment state and check-in state ("any" by default). */
export function GuestFilters({ values, tickets, onChange }: GuestFiltersProps) {
  const { t } = useLingui()
  const payments = usePaymentStateLabels()
  return (
    <>
      <Select
        label={t`Ticket`}
        value={values.ticket}
        placeholder={t`All tickets`}
        options={tickets}
        onChange={(change) => onChange({ ...values, ticket: change.target.value })}
      />
      <Select
        label={t`Payment`}
        value={values.payment}
        placeholder={t`Any payment`}
        options={Object.entries(payments).map(([value, label]) => ({ value, label }))}
        onChange={(change) =>
          onChange({ ...values, payment: change.target.value as GuestFilterValues['payment'] })
        }
      />
      <Select
        label={t`Check-in`}
        value={values.checkIn}
        placeholder={t`Anyone`}
        options={[
          { value: 'none', label: t`Not arrived` },
          { value: 'partial', label: t`Partly arrived` },
          { value: 'full', label: t`Arrived` },
        ]}
        onChange={(change) =>
          onChange({ ...values, checkIn: change.target.value as GuestFilterValues['checkIn'] })
        }
      />
    </>
  )
}
