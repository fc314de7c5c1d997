import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { seesEveryRecord } from '@tessera/shared/domain/access/roles'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { $role } from '@tessera/shared/stores/session'
import { Badge } from '@tessera/shared/ui/badge'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { Link } from '@tessera/shared/ui/link'
import type { ListQuery } from '@tessera/shared/ui/use-list-query'
import { useEventDates } from '@tessera/shared/ui/use-event-dates'
import { useStatusLabel } from '../../../lib/use-status-label'
import { AttendeeAvatars } from './attendee-avatars'
import {
  EventActions,
  type ActionableEvent,
} from '../../../components/event-actions/event-row-actions'
import { HappeningBadge } from './happening-badge'

type EventsTableProps = {
  events: Event[]
  query: ListQuery
  loading: boolean
  now: Date
  /** Why the list is empty: a search, the upcoming filter, or no events at all. */
  emptyTitle: string
  onDuplicate: (event: ActionableEvent) => void
  onDelete: (event: ActionableEvent) => void
}

/**
 * The event list's table (spec "events" §2): name, start, happening badge, status, attendees; super
 * users also see the id, currency and the organizer's id, name and e-mail.
 */
export function EventsTable({
  events,
  query,
  loading,
  now,
  emptyTitle,
  onDuplicate,
  onDelete,
}: EventsTableProps) {
  const { t } = useLingui()
  const superUser = seesEveryRecord(useStore($role))
  const dates = useEventDates()
  const statusLabel = useStatusLabel()
  const starts = (event: Event) => {
    const start = new Date(event.start_at)
    return `${dates.day(start, event.timezone)} ${dates.time(start, event.timezone)}`
  }
  const columns: Column<Event>[] = [
    ...(superUser
      ? [{ id: 'id', header: t`Id`, sortField: 'id', cell: (event: Event) => event.id }]
      : []),
    {
      id: 'name',
      header: t`Name`,
      sortField: 'name',
      rowHeader: true,
      cell: (event) => <Link to={routePath('eventPreview', { id: event.id })}>{event.name}</Link>,
    },
    { id: 'start', header: t`Starts`, sortField: 'start_at', cell: starts },
    {
      id: 'happening',
      header: t`Happening`,
      cell: (event) => (
        <HappeningBadge start={new Date(event.start_at)} end={new Date(event.end_at)} now={now} />
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      sortField: 'status',
      cell: (event) => <Badge>{statusLabel(event.status)}</Badge>,
    },
    {
      id: 'attendees',
      header: t`Attendees`,
      cell: (event) => <AttendeeAvatars total={event.total_attendees} />,
    },
    ...(superUser ? organizerColumns(t`Currency`, t`Organizer id`, t`Organizer`) : []),
  ]
  return (
    <div className="ts-events-table">
      <DataTable
        caption={t`Events`}
        hideCaption
        columns={columns}
        rows={events}
        rowKey={(event) => event.id}
        sort={query.sort}
        onSort={query.toggleSort}
        loading={loading}
        empty={<EmptyState title={emptyTitle} />}
        actions={(event) => (
          <EventActions event={event} onDuplicate={onDuplicate} onDelete={onDelete} />
        )}
      />
    </div>
  )
}

/** Super users' columns: the event's currency and its organizer (id; name above e-mail). */
function organizerColumns(
  currency: string,
  organizerId: string,
  organizer: string,
): Column<Event>[] {
  return [
    { id: 'currency', header: currency, cell: (event) => event.currency.toUpperCase() },
    { id: 'organizer_id', header: organizerId, cell: (event) => event.organizer_id },
    {
      id: 'organizer',
      header: organizer,
      cell: (event) => (
        <>
          {event.organizer}
          <br />
          <span className="ts-field__hint">{event.organizer_email}</span>
        </>
      ),
    },
  ]
}
