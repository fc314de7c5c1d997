import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { meQueryOptions } from '@tessera/shared/api/me'
import { EVENT_STATUSES } from '@tessera/shared/domain/events/constants'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { LinkButton } from '@tessera/shared/ui/button'
import { CollectionHelp } from '@tessera/shared/ui/collection-help'
import { eventCardOf } from '@tessera/shared/ui/event-card-data'
import { EventCollection } from '@tessera/shared/ui/event-collection'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { useCollectionQuery } from '@tessera/shared/ui/use-collection-query'
import {
  EventActions,
  useEventListActions,
} from '../../../components/event-actions/event-row-actions'
import { useEvents } from '../../../lib/events-api'
import { failureText } from '../../../lib/failure'
import { useSiteUrl } from '../../../lib/site-url'
import { useStatusLabel } from '../../../lib/use-status-label'

const INCLUDES = ['category', 'tags', 'venues', 'user'] as const

/**
 * The organizer's own collection (spec "events" §2 "Collection view"): their events as cards,
 * searched and filtered by month, type and status, 9 per page; View, Edit and More per card.
 */
export default function CollectionScreen() {
  const { t, i18n } = useLingui()
  const query = useCollectionQuery(INCLUDES)
  const events = useEvents(query.queryString)
  const me = useQuery(meQueryOptions())
  const statusLabel = useStatusLabel()
  const actions = useEventListActions()
  const items = events.data?.items
  const byId = useMemo(() => new Map((items ?? []).map((event) => [event.id, event])), [items])
  const cards = useMemo(() => items?.map(eventCardOf), [items])
  const uuid = me.data?.uuid
  const siteUrl = useSiteUrl()
  const publicLink = uuid && siteUrl ? `${siteUrl}${routePath('publicCollection', { uuid })}` : null

  return (
    <>
      <PageHeader
        title={t`Collection`}
        actions={
          <>
            <CollectionHelp mode="own" publicLink={publicLink} />
            <LinkButton variant="primary" to={routePath('eventAdd')}>
              {t`Create event`}
            </LinkButton>
          </>
        }
      />
      <EventCollection
        mode="own"
        query={query}
        events={cards}
        page={events.data?.page}
        loading={events.isFetching}
        error={events.error ? failureText(events.error, i18n) : null}
        onRetry={() => void events.refetch()}
        statusOptions={EVENT_STATUSES.map((status) => ({
          value: status,
          label: statusLabel(status),
        }))}
        cardActions={(card) => {
          const event: Event | undefined = byId.get(card.id)
          return event ? (
            <EventActions
              event={event}
              view
              onDuplicate={actions.onDuplicate}
              onDelete={actions.onDelete}
            />
          ) : null
        }}
      />
      {actions.dialogs}
    </>
  )
}
