import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ManagedOrder } from '@tessera/shared/schemas/guest'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES_USERS } from '@tessera/shared/ui/page-size-select'
import { toast } from '@tessera/shared/ui/toast'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { useRecordDeletion } from '../../../components/use-record-deletion'
import { failureText } from '../../../lib/failure'
import { formatMoney } from '../../../lib/format'
import { useCancelBooking } from '../api/cancel-booking'
import { useBookings } from '../api/get-bookings'
import { useResendConfirmation } from '../api/resend-confirmation'
import { BookingFilters, bookingFilterString, type BookingFilterValues } from './booking-filters'
import { BookingsTable } from './bookings-table'
import './bookings.css'

/** What cancelling `order` will do, for the confirmation dialog. */
function useCancelQuestion() {
  const { t, i18n } = useLingui()
  return (order: ManagedOrder) => {
    const number = order.hash_code
    const buyer = order.buyer_name
    if (order.status !== 'completed' || order.total === 0)
      return t`Booking ${number} of ${buyer} will be cancelled and its tickets will no longer be valid. The buyer is told by e-mail.`
    const amount = formatMoney(order.total, order.currency, i18n.locale)
    return t`Booking ${number} of ${buyer} will be cancelled and ${amount} refunded to the buyer's payment method. Its tickets will no longer be valid. The buyer is told by e-mail.`
  }
}

/**
 * Bookings (issue 11 item 6; spec "accounts" §2 "/manage/tickets/list-tickets"): every booking of
 * the organizer's events with buyer, tickets, total, payment and the provider's reference, newest
 * first; filtered by event and state, searched by buyer or booking number; cancel (with the
 * refund) after a confirmation, and send the confirmation e-mail again.
 */
export default function BookingsListScreen() {
  const { t, i18n } = useLingui()
  const query = useListQuery({
    sort: { field: 'created_at', direction: 'desc' },
    size: 10,
    searchFilter: 'search',
  })
  const [filters, setFilters] = useState<BookingFilterValues>({ event: null, status: '' })
  const filterString = bookingFilterString(filters)
  const orders = useBookings([filterString, query.queryString].filter(Boolean).join('&'))
  const cancel = useCancelBooking()
  const resend = useResendConfirmation()
  const cancellation = useRecordDeletion<ManagedOrder>({
    remove: (order) => cancel.mutateAsync(order.id),
    title: t`Cancel booking`,
    question: useCancelQuestion(),
    confirmLabel: t`Cancel booking`,
    success: t`The booking is cancelled.`,
    messages: {},
  })
  const sendAgain = (order: ManagedOrder) =>
    resend.mutate(order.id, {
      onSuccess: () => toast(t`The confirmation e-mail is on its way.`),
      onError: (error) =>
        toast(
          failureText(error, i18n, {
            rate_limited: t`The confirmation was sent several times already. Try again later.`,
          }),
          'danger',
        ),
    })

  return (
    <>
      <PageHeader title={t`Bookings`} />
      <ListCard
        query={query}
        sizes={PAGE_SIZES_USERS}
        page={orders.data?.page}
        searchLabel={t`Search by buyer or booking number`}
        filters={
          <BookingFilters
            values={filters}
            onChange={(values) => {
              setFilters(values)
              query.setPage(1)
            }}
          />
        }
        error={orders.error}
        onRetry={() => void orders.refetch()}
      >
        <BookingsTable
          orders={orders.data?.items ?? []}
          query={query}
          loading={orders.isFetching}
          filtered={Boolean(query.search.trim() || filterString)}
          onCancel={cancellation.ask}
          onResend={sendAgain}
        />
      </ListCard>
      {cancellation.dialog}
    </>
  )
}
