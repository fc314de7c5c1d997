import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PublicListing } from '@tessera/shared/public/public-listing'
import { CollectionHelp } from '@tessera/shared/ui/collection-help'
import { publicCardOf } from '@tessera/shared/ui/event-card-data'
import { EventCollection } from '@tessera/shared/ui/event-collection'
import { useCollectionQuery } from '@tessera/shared/ui/use-collection-query'
import { usePublicListing } from '../api/use-public-listing'
import './public-collection.css'

export type PublicCollectionPageProps = {
  /** The organizer's uuid (the route's). */
  uuid: string
  /** The collection's first page as the server rendered it (its payload). */
  listing: PublicListing
}

/**
 * An organizer's public collection (`/collections/{uuid}`, spec "events" §2 "Collection view"):
 * their published events shown on the collection, searched and filtered by month and type, 9 per
 * page; a card opens the detail modal (Visit event, Virtual link). No management links, no
 * page-size select (spec §6). Rendered by the API and hydrated from the embedded first page.
 */
export function PublicCollectionPage({ uuid, listing: first }: PublicCollectionPageProps) {
  const { t } = useLingui()
  const query = useCollectionQuery()
  const [firstQuery] = useState(query.queryString)
  const state = usePublicListing(uuid, query.queryString, {
    queryString: firstQuery,
    listing: first,
  })
  const name = first.organizer.name
  const events = state.listing?.events
  return (
    <main className="ts-public-collection">
      <header className="ts-public-collection__header">
        <h1>{t`Events by ${name}`}</h1>
        <CollectionHelp mode="public" />
      </header>
      <EventCollection
        mode="public"
        query={query}
        events={events?.map(publicCardOf)}
        page={state.listing?.page}
        loading={state.loading}
        error={state.error ? t`The events could not be loaded.` : null}
        onRetry={state.retry}
      />
    </main>
  )
}
