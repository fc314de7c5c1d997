import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '@tessera/shared/public/booking'
import { Select } from '@tessera/shared/ui/field'
import { EventPicker } from '../../../components/event-picker'

export type BookingFilterValues = {
  event: { id: string; name: string } | null
  status: OrderStatus | ''
}

/** The API's `filter[…]` parameters of the chosen filters. */
export function bookingFilterString({ event, status }: BookingFilterValues): string {
  return [
    event && `filter[event]=${encodeURIComponent(event.id)}`,
    status && `filter[status]=${status}`,
  ]
    .filter(Boolean)
    .join('&')
}

type BookingFiltersProps = {
  values: BookingFilterValues
  onChange: (values: BookingFilterValues) => void
}

/** Filters of the bookings list: one event (default: all) and the booking's state. */
export function BookingFilters({ values, onChange }: BookingFiltersProps) {
  const { t } = useLingui()
  return (
    <>
      <EventPicker value={values.event} onChange={(event) => onChange({ ...values, event })} />
      <Select
        label={t`Status`}
        value={values.status}
        placeholder={t`Any status`}
        options={[
          { value: 'completed', label: t`Confirmed` },
          { value: 'pending', label: t`Pending payment` },
          { value: 'cancelled', label: t`Cancelled` },
          { value: 'expired', label: t`Expired` },
        ]}
        onChange={(change) =>
          onChange({ ...values, status: change.target.value as BookingFilterValues['status'] })
        }
      />
    </>
  )
}
