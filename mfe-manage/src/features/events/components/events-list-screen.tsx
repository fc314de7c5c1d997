import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { LinkButton } from '@tessera/shared/ui/button'
import { Select } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES } from '@tessera/shared/ui/page-size-select'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { useRecordDeletion } from '../../../components/use-record-deletion'
import { deleteEvent, eventKeys, useEvents } from '../../../lib/events-api'
import { CloneDialog } from '../../../components/event-actions/clone-dialog'
import { EventsTable } from './events-table'

type Shown = 'upcoming' | 'all'

/**
 * Event list (spec "events" §2, §9): search by name, Upcoming Events (default) or All Events, newest
 * start first, 10 per page; edit, preview, duplicate and delete per row.
 */
export default function EventsListScreen() {
  const { t } = useLingui()
  const client = useQueryClient()
  const query = useListQuery({ sort: { field: 'start_at', direction: 'desc' }, size: 10 })
  const [shown, setShown] = useState<Shown>('upcoming')
  const [cloning, setCloning] = useState<Event | null>(null)
  const events = useEvents(
    shown === 'upcoming' ? `filter[upcoming_at]=1&${query.queryString}` : query.queryString,
  )
  const deletion = useRecordDeletion<Event>({
    remove: (event) => deleteEvent(event.id),
    title: t`Delete event`,
    question: (event) => {
      const name = event.name
      return t`The event ${name} will be deleted with its tickets and files. This cannot be undone.`
    },
    success: t`Event deleted successfully`,
    messages: {
      has_associated_items: t`This event still has sold tickets and cannot be deleted.`,
      protected_record: t`You are not allowed to change data of default events.`,
    },
    onDeleted: () => void client.invalidateQueries({ queryKey: eventKeys.all }),
  })

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
          onDuplicate={setCloning}
          onDelete={deletion.ask}
        />
      </ListCard>
      {deletion.dialog}
      {cloning ? (
        <CloneDialog
          eventId={cloning.id}
          open
          onClose={() => setCloning(null)}
          onCloned={(id) => navigate(routePath('eventPreview', { id }))}
        />
      ) : null}
    </>
  )
}
