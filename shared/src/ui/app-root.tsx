import { useEffect, useState, type ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useStore } from '@nanostores/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '../data/query-client.js'
import { activateLocale, type CatalogLoader } from '../i18n/activate.js'
import { $locale } from '../stores/locale.js'

/**
 * The root of every app: loads the shared catalog and the app's own for the current language,
 * follows `$locale`, and renders children once the messages are there (no flash of English), inside
 * the page's one TanStack Query cache.
 */
export function AppRoot({ catalog, children }: { catalog: CatalogLoader; children: ReactNode }) {
  const locale = useStore($locale)
  const [ready, setReady] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    activateLocale(locale, catalog)
      .catch((error: unknown) => console.error('[i18n] could not load catalog', error))
      .finally(() => {
        if (current) setReady(locale)
      })
    return () => {
      current = false
    }
  }, [locale, catalog])

  if (ready === null) return null
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  )
}
