import { useEffect, useState, type ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useStore } from '@nanostores/react'
import { activateLocale, type CatalogLoader } from '../i18n/activate.js'
import { $locale } from '../stores/locale.js'

/**
 * Loads the shared catalog and an app's own for the current language, follows `$locale`, and
 * renders children once the messages are there (no flash of English). `AppRoot` adds the query
 * cache; the shell's sign-in pages use this alone, so they load no TanStack Query.
 */
export function LocaleRoot({ catalog, children }: { catalog: CatalogLoader; children: ReactNode }) {
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
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
