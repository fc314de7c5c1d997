import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { PublicEventPage } from './page/public-event-page'
import type { PublicEventPageProps } from './page/page-props'

/**
 * What the server renders and the browser hydrates: the page in its language. The page reads no
 * query and its one mutation (the contact form) needs a client: each render has its own, so no
 * request on the server shares a cache with another (the organizer's preview renders
 * `PublicEventPage` inside the management app's client instead).
 */
export function PageRoot({ i18n, ...page }: PublicEventPageProps & { i18n: I18n }) {
  const [client] = useState(() => new QueryClient())
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <PublicEventPage {...page} />
      </I18nProvider>
    </QueryClientProvider>
  )
}
