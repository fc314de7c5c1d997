import type { ReactElement } from 'react'
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

/** Renders with Lingui active (English source messages) inside a fresh query cache, as every app does. */
export function renderWithI18n(ui: ReactElement, queryClient = testQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  )
}
