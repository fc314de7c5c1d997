import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PageMeta } from '../jsonapi/document.js'
import { Alert } from './alert.js'
import { Button } from './button.js'
import { CollectionFilters } from './collection-filters.js'
import { EmptyState } from './empty-state.js'
import { EventCard } from './event-card.js'
import type { EventCardData } from './event-card-data.js'
import type { SelectOption } from './field.js'
import { ListSummary } from './list-summary.js'
import { Pagination } from './pagination.js'
import { Spinner } from './spinner.js'
import type { CollectionQuery } from './use-collection-query.js'

/** The modal is fetched when a card is first opened: the public page's first load goes without it. */
const EventDetailModal = lazy(() =>
  import('./event-detail-modal.js').then((module) => ({ default: module.EventDetailModal })),
)

export type EventCollectionProps = {
  /** `own`: status filter, page sizes, card links and the own modal; `public`: none of those. */
  mode: 'own' | 'public'
  query: CollectionQuery
  /** The page's events; undefined until the first answer. */
  events: EventCardData[] | undefined
  page: PageMeta | undefined
  loading: boolean
  /** Why the page could not be loaded (a sentence), if it could not. */
  error?: string | null
  onRetry: () => void
  statusOptions?: SelectOption[]
  /** Own collection: View, Edit, More under each card. */
  cardActions?: (event: EventCardData) => ReactNode
}

/**
 * The collection view (spec "events" §2 "Collection view"): search and filters, the card grid,
 * the page summary and pagination; a card opens the event detail modal. A page that no longer
 * exists gives way to the last one.
 */
export function EventCollection(props: EventCollectionProps) {
  const { mode, query, events, page, loading, error, onRetry, cardActions } = props
  const { t } = useLingui()
  const headingId = useId()
  const [shown, setShown] = useState<EventCardData | null>(null)
  // Once opened, the modal stays mounted (closed), so closing it gives focus back to the card.
  const [opened, setOpened] = useState(false)
  const open = (event: EventCardData) => {
    setOpened(true)
    setShown(event)
  }
  const { setPage } = query
  useEffect(() => {
    if (page && page.last > 0 && page.number > page.last) setPage(page.last)
  }, [page, setPage])
  const filtered = Boolean(
    query.search || query.filters.month || query.filters.eventType || query.filters.status,
  )

  return (
    // Named by a heading of its own: the cards' names (h3) come after a level-2 heading.
    <section className="ts-collection" aria-labelledby={headingId}>
      <h2 id={headingId} className="ts-visually-hidden">
        {t`Events`}
      </h2>
      <CollectionFilters
        query={query}
        statusOptions={mode === 'own' ? props.statusOptions : undefined}
        pageSizes={mode === 'own'}
      />
      {error ? (
        <Alert tone="danger" title={error}>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </Alert>
      ) : null}
      {events === undefined ? (
        error ? null : (
          <div className="ts-empty">
            <Spinner size="lg" />
          </div>
        )
      ) : events.length === 0 ? (
        <EmptyState
          title={filtered ? t`No events match these filters.` : t`There are no events yet.`}
        />
      ) : (
        <ul className="ts-collection__grid" aria-busy={loading || undefined}>
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard
                event={event}
                onOpen={open}
                eager={index < 3}
                actions={mode === 'own' ? cardActions?.(event) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {page && page.total > 0 ? (
        <div className="ts-collection__footer">
          <ListSummary page={page} />
          <Pagination page={page.number} last={page.last} onChange={setPage} />
        </div>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <EventDetailModal event={shown} mode={mode} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}
