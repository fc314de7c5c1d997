import type { ReactElement, ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { vi } from 'vitest'

i18n.loadAndActivate({ locale: 'en', messages: {} })

/** A cache of its own for one test: nothing a previous test loaded is seen, nothing is retried. */
export function freshQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  })
}

/** Renders as AppRoot does (Lingui in English, a TanStack Query cache), with a fresh cache. */
export function renderWithClient(ui: ReactElement, client = freshQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  )
  return { ...render(ui, { wrapper }), client }
}

/** A spy called each time something marks event `id` stale in `client` (a ticket or file changed). */
export function eventChangedSpy(client: QueryClient, id: string) {
  const changed = vi.fn()
  const invalidate = client.invalidateQueries.bind(client)
  vi.spyOn(client, 'invalidateQueries').mockImplementation((filters, options) => {
    if (JSON.stringify(filters?.queryKey) === JSON.stringify(['events', id])) changed()
    return invalidate(filters, options)
  })
  return changed
}
