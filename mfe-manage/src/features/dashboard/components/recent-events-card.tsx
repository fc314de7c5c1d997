import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import { Alert } from '@tessera/shared/ui/alert'
import { Badge } from '@tessera/shared/ui/badge'
import { Button, LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { Spinner } from '@tessera/shared/ui/spinner'
import { formatDate } from '../../../lib/format'
import { useRecentEvents, type RecentEvent } from '../api/get-recent-events'
import { useStatusLabel } from '../../../lib/use-status-label'

/** Recent events (spec "events" §2): the latest five, or the way to create the first one. */
export function RecentEventsCard() {
  const { t, i18n } = useLingui()
  const events = useRecentEvents()
  const statusLabel = useStatusLabel()
  const create = (
    <LinkButton variant="primary" to={routePath('eventAdd')}>
      {t`Create event`}
    </LinkButton>
  )

  let body
  if (events.error) {
    body = (
      <Alert tone="danger" title={t`The recent events could not be loaded.`}>
        <Button variant="secondary" size="sm" onClick={() => void events.refetch()}>
          {t`Try again`}
        </Button>
      </Alert>
    )
  } else if (!events.data) {
    body = <Spinner />
  } else if (events.data.length === 0) {
    body = (
      <EmptyState title={t`You have no events yet.`} action={create}>
        {t`Create an event, add tickets and publish it when you are ready.`}
      </EmptyState>
    )
  } else {
    const columns: Column<RecentEvent>[] = [
      { id: 'name', header: t`Name`, rowHeader: true, cell: (item) => item.name },
      {
        id: 'start',
        header: t`Starts`,
        cell: (item) => formatDate(item.start_at, i18n.locale, item.timezone),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (item) => <Badge>{statusLabel(item.status)}</Badge>,
      },
    ]
    body = (
      <DataTable
        caption={t`Recent events`}
        hideCaption
        columns={columns}
        rows={events.data}
        rowKey={(item) => item.id}
        empty={null}
      />
    )
  }
  return (
    <Card title={t`Recent events`} actions={events.data?.length ? create : undefined}>
      {body}
    </Card>
  )
}
