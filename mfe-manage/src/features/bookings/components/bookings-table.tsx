import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { decideOrganizerCancellation } from '@tessera/shared/domain/booking/cancellation'
import type { ManagedOrder } from '@tessera/shared/schemas/guest'
import { $session } from '@tessera/shared/stores/session'
import { Badge } from '@tessera/shared/ui/badge'
import { Button } from '@tessera/shared/ui/button'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import type { ListQuery } from '@tessera/shared/ui/use-list-query'
import { formatDate, formatMoney } from '../../../lib/format'
import { PAYMENT_STATE_TONES, usePaymentStateLabels } from '../../../lib/payment-state-labels'

type BookingsTableProps = {
  orders: ManagedOrder[]
  query: ListQuery
  loading: boolean
  filtered: boolean
  onCancel: (order: ManagedOrder) => void
  onResend: (order: ManagedOrder) => void
}

/** Whether the organizer may cancel `order` now (the API's rule). */
export const cancellable = (order: ManagedOrder) =>
  decideOrganizerCancellation({ status: order.status, paid: order.total > 0 }).ok

/** The bookings list's rows: number and date, buyer, event, lines, total, payment, actions. */
export function BookingsTable({ orders, query, loading, filtered, ...act }: BookingsTableProps) {
  const { t, i18n } = useLingui()
  const timezone = useStore($session)?.user?.timezone
  const payments = usePaymentStateLabels()
  const columns: Column<ManagedOrder>[] = [
    {
      id: 'booking',
      header: t`Booking`,
      sortField: 'created_at',
      rowHeader: true,
      cell: (order) => (
        <>
          {order.hash_code}
          <div className="ts-booking__sub">
            {formatDate(order.created_at, i18n.locale, timezone)}
          </div>
        </>
      ),
    },
    {
      id: 'buyer',
      header: t`Buyer`,
      sortField: 'buyer_name',
      cell: (order) => (
        <>
          {order.buyer_name}
          <div className="ts-booking__sub">{order.buyer_email}</div>
        </>
      ),
    },
    { id: 'event', header: t`Event`, cell: (order) => order.event_name },
    {
      id: 'lines',
      header: t`Tickets`,
      cell: (order) =>
        order.lines.map((line) => `${line.quantity} × ${line.ticket_name}`).join(', '),
    },
    {
      id: 'total',
      header: t`Total`,
      sortField: 'total',
      cell: (order) => formatMoney(order.total, order.currency, i18n.locale),
    },
    {
      id: 'payment',
      header: t`Payment`,
      cell: (order) => (
        <>
          <Badge tone={PAYMENT_STATE_TONES[order.payment_state]}>
            {payments[order.payment_state]}
          </Badge>
          {order.payment_reference ? (
            <div className="ts-booking__sub">
              {order.payment_provider}: {order.payment_reference}
            </div>
          ) : null}
        </>
      ),
    },
  ]
  return (
    <DataTable
      caption={t`Bookings`}
      hideCaption
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      sort={query.sort}
      onSort={query.toggleSort}
      loading={loading}
      empty={
        <EmptyState title={filtered ? t`No bookings match your search.` : t`No bookings yet.`} />
      }
      actions={(order) => <BookingActions order={order} {...act} />}
    />
  )
}

function BookingActions({
  order,
  onCancel,
  onResend,
}: { order: ManagedOrder } & Pick<BookingsTableProps, 'onCancel' | 'onResend'>) {
  const { t } = useLingui()
  const number = order.hash_code
  return (
    <>
      {order.status === 'completed' ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t`Resend the confirmation of booking ${number}`}
          onClick={() => onResend(order)}
        >
          {t`Resend`}
        </Button>
      ) : null}
      {cancellable(order) ? (
        <Button
          size="sm"
          variant="danger"
          aria-label={t`Cancel booking ${number}`}
          onClick={() => onCancel(order)}
        >
          {t`Cancel`}
        </Button>
      ) : null}
    </>
  )
}
