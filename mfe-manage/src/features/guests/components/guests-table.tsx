import { useLingui } from '@lingui/react/macro'
import type { Guest } from '@tessera/shared/schemas/guest'
import { Badge } from '@tessera/shared/ui/badge'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import type { ListQuery } from '@tessera/shared/ui/use-list-query'
import { PAYMENT_STATE_TONES, usePaymentStateLabels } from '../../../lib/payment-state-labels'
import { CheckInButtons } from './check-in-buttons'

type GuestsTableProps = {
  guests: Guest[]
  query: ListQuery
  loading: boolean
  filtered: boolean
}

/** The guest list's rows: who, which ticket and booking, how it was paid, how many arrived. */
export function GuestsTable({ guests, query, loading, filtered }: GuestsTableProps) {
  const { t } = useLingui()
  const payments = usePaymentStateLabels()
  const columns: Column<Guest>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortField: 'name',
      rowHeader: true,
      cell: (guest) => (
        <>
          {guest.name}
          <div className="ts-guest__email">{guest.email}</div>
        </>
      ),
    },
    { id: 'ticket', header: t`Ticket`, cell: (guest) => guest.ticket_name },
    { id: 'booking', header: t`Booking`, cell: (guest) => guest.booking_number },
    {
      id: 'payment',
      header: t`Payment`,
      cell: (guest) => (
        <Badge tone={PAYMENT_STATE_TONES[guest.payment_state]}>
          {payments[guest.payment_state]}
        </Badge>
      ),
    },
    {
      id: 'checked-in',
      header: t`Checked in`,
      sortField: 'checked_in_qty',
      cell: (guest) => `${guest.checked_in_qty} / ${guest.quantity}`,
    },
  ]
  return (
    <DataTable
      caption={t`Guest list`}
      hideCaption
      columns={columns}
      rows={guests}
      rowKey={(guest) => guest.id}
      sort={query.sort}
      onSort={query.toggleSort}
      loading={loading}
      empty={
        <EmptyState
          title={filtered ? t`No guests match your search.` : t`Nobody has booked yet.`}
        />
      }
      actions={(guest) => <CheckInButtons guest={guest} />}
    />
  )
}
