import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '../data/query-client.js'
import type { CatalogLoader } from '../i18n/activate.js'
import { LocaleRoot } from './locale-root.js'

/**
 * The root of every micro-frontend: its catalogs and language (`LocaleRoot`) inside the page's one
 * TanStack Query cache.
 */
export function AppRoot({ catalog, children }: { catalog: CatalogLoader; children: ReactNode }) {
  return (
    <LocaleRoot catalog={catalog}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LocaleRoot>
  )
}
