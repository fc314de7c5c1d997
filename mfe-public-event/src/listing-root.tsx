import { useState } from 'react'
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ListingPagePayload } from '@tessera/shared/public/listing-page'
import { readPublicListing } from '@tessera/shared/public/public-listing'
import { PublicCollectionPage } from './features/collection/components/public-collection-page'
import PublicCalendarScreen from './features/calendar/components/public-calendar-screen'

/**
 * What the server renders and the browser hydrates for an organizer's public collection or
 * calendar: the page in its language, from the embedded first page or calendar window.
 */
export function ListingRoot({ i18n, payload }: { i18n: I18n; payload: ListingPagePayload }) {
  if (payload.kind === 'calendar') return <CalendarRoot i18n={i18n} payload={payload} />
  return (
    <I18nProvider i18n={i18n}>
      <PublicCollectionPage
        uuid={payload.organizer_uuid}
        listing={readPublicListing(payload.document)}
      />
    </I18nProvider>
  )
}

/** The calendar reads further ranges through TanStack Query (its own client: there is no shell). */
function CalendarRoot({ i18n, payload }: { i18n: I18n; payload: ListingPagePayload }) {
  const [client] = useState(() => new QueryClient())
  // The page's clock (the server's, embedded): the server and the hydration draw the same month.
  const [now] = useState(() => new Date(payload.now))
  const listing = readPublicListing(payload.document)
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <main>
          <PublicCalendarScreen
            uuid={payload.organizer_uuid}
            now={now}
            embedded={payload.range ? { listing, range: payload.range } : undefined}
          />
        </main>
      </QueryClientProvider>
    </I18nProvider>
  )
}
