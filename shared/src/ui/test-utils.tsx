import type { ReactElement, ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'

i18n.loadAndActivate({ locale: 'en', messages: {} })

/** A query cache of its own for one test (no retries: a refusal shows at once), so tests share nothing. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  })
}

/**
 * Renders with Lingui active (English source messages) inside a fresh query cache, as every app's
 * `AppRoot` does; a `rerender` keeps both. Answers the cache too, for tests that read or spy on it.
 */
export function renderWithI18n(ui: ReactElement, client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  )
  return { ...render(ui, { wrapper }), client }
}
