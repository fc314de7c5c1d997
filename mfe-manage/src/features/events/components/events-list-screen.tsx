import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import { LinkButton } from '@tessera/shared/ui/button'
import { Select } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES } from '@tessera/shared/ui/page-size-select'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { useEvents } from '../../../lib/events-api'
import { useEventListActions } from '../../../components/event-actions/event-row-actions'
import { EventsTable } from './events-table'

type Shown = 'upcoming' | 'all'

/**
 * Event list (spec "events" §2, §9): search by name, Upcoming Events (default) or All Events, newest
 * start first, 10 per page; edit, preview, duplicate and delete per row.
 */
export default function EventsListScreen() {
  const { t } = useLingui()
  const query = useListQuery({ sort: { field: 'start_at', direction: 'desc' }, size: 10 })
  const [shown, setShown] = useState<Shown>('upcoming')
  const events = useEvents(
    shown === 'upcoming' ? `filter[upcoming_at]=1&${query.queryString}` : query.queryString,
  )
  const actions = useEventListActions()

  const filter = (
    <Select
      label={t`Show`}
      value={shown}
      options={[
        { value: 'upcoming', label: t`Upcoming Events` },
        { value: 'all', label: t`All Events` },
      ]}
      onChange={(change) => {
        setShown(change.target.value as Shown)
        query.setPage(1)
      }}
    />
  )
  let emptyTitle = t`You have no events yet.`
  if (query.search) emptyTitle = t`No events match your search.`
  else if (shown === 'upcoming') emptyTitle = t`You have no upcoming events.`

  return (
    <>
      <PageHeader
        title={t`Events`}
        actions={
          <LinkButton variant="primary" to={routePath('eventAdd')}>{t`Create event`}</LinkButton>
        }
      />
      <ListCard
        query={query}
        sizes={PAGE_SIZES}
        page={events.data?.page}
        searchLabel={t`Search by name`}
        filters={filter}
        error={events.error}
        onRetry={() => void events.refetch()}
      >
        <EventsTable
          events={events.data?.items ?? []}
          query={query}
          loading={events.isFetching}
          now={new Date()}
          emptyTitle={emptyTitle}
          onDuplicate={actions.onDuplicate}
          onDelete={actions.onDelete}
        />
      </ListCard>
      {actions.dialogs}
    </>
  )
}
