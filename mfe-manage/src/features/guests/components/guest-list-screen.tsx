import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { GuestCounts } from '@tessera/shared/schemas/guest'
import { navigate, useLocation } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES_USERS } from '@tessera/shared/ui/page-size-select'
import { toast } from '@tessera/shared/ui/toast'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { EventPicker } from '../../../components/event-picker'
import { ListCard } from '../../../components/list-card'
import { failureText } from '../../../lib/failure'
import { useEvent } from '../../../lib/events-api'
import { useDownloadGuests } from '../api/download-guests'
import { useGuests } from '../api/get-guests'
import { GuestFilters, guestFilterString, NO_GUEST_FILTERS } from './guest-filters'
import { GuestsTable } from './guests-table'
import './guests.css'

/** The event chosen in the address (`?event={id}`): the event's quick actions link here with it. */
function useChosenEvent() {
  const eventId = useLocation().search.get('event')
  const choose = (id: string | null) =>
    navigate(`${routePath('attendeesList')}${id ? `?event=${encodeURIComponent(id)}` : ''}`, {
      replace: true,
    })
  return { eventId: eventId || null, choose }
}

/** How many of those expected (completed bookings' units) have been checked in. */
function ArrivedCount({ checked_in: arrived, expected }: GuestCounts) {
  const { t } = useLingui()
  return (
    <p className="ts-guest-list__counts" role="status">
      {t`Arrived: ${arrived} of ${expected}`}
    </p>
  )
}

/**
 * Guest list (issue 11 item 5; spec "events" §1 "Guest management"): an event's attendees, searched
 * by name, e-mail or booking number, filtered by ticket, payment and arrival, sorted, paged; how
 * many of those expected have arrived; the list as CSV; manual check-in and undo.
 */
export default function GuestListScreen() {
  const { t, i18n } = useLingui()
  const { eventId, choose } = useChosenEvent()
  const event = useEvent(eventId ?? '', ['tickets'], eventId !== null)
  const query = useListQuery({
    sort: { field: 'name', direction: 'asc' },
    size: 25,
    searchFilter: 'search',
  })
  const [filters, setFilters] = useState(NO_GUEST_FILTERS)
  const filterString = guestFilterString(filters)
  const guests = useGuests(eventId, [filterString, query.queryString].filter(Boolean).join('&'))
  const download = useDownloadGuests()
  const search = query.search.trim()
  const exportFilters = [filterString, search && `filter[search]=${encodeURIComponent(search)}`]
  const tickets = (event.data?.tickets ?? []).map((ticket) => ({
    value: ticket.id,
    label: ticket.name ?? ticket.id,
  }))
  const counts = guests.data?.counts

  const saveCsv = () => {
    if (!eventId) return
    download.mutate(
      { eventId, filters: exportFilters.filter(Boolean).join('&') },
      { onError: (error) => toast(failureText(error, i18n), 'danger') },
    )
  }

  return (
    <>
      <PageHeader title={t`Guest list`} />
      <div className="ts-guest-list__bar">
        <EventPicker
          value={eventId ? { id: eventId, name: event.data?.name } : null}
          onChange={(chosen) => {
            choose(chosen?.id ?? null)
            setFilters(NO_GUEST_FILTERS)
            query.setPage(1)
          }}
        />
        {counts ? <ArrivedCount {...counts} /> : null}
        {eventId ? (
          <Button variant="secondary" loading={download.isPending} onClick={saveCsv}>
            {t`Download CSV`}
          </Button>
        ) : null}
      </div>
      {eventId ? (
        <ListCard
          query={query}
          sizes={PAGE_SIZES_USERS}
          page={guests.data?.page}
          searchLabel={t`Search by name, e-mail or booking number`}
          filters={
            <GuestFilters
              values={filters}
              tickets={tickets}
              onChange={(values) => {
                setFilters(values)
                query.setPage(1)
              }}
            />
          }
          error={guests.error}
          onRetry={() => void guests.refetch()}
        >
          <GuestsTable
            guests={guests.data?.items ?? []}
            query={query}
            loading={guests.isFetching}
            filtered={Boolean(search || filterString)}
          />
        </ListCard>
      ) : (
        <Card>
          <EmptyState title={t`Choose an event to see its guests.`} />
        </Card>
      )}
    </>
  )
}
