import { setupI18n, type I18n } from '@lingui/core'
import { sharedCatalog } from '@tessera/shared/i18n/activate'
import type { Locale } from '@tessera/shared/i18n/locales'
import { catalog } from './catalog'

/**
 * A Lingui instance of its own for the public page in `locale` (the shared catalog and this app's),
 * never the global one: the server renders pages in both languages at once, and the browser's page
 * has no shell that would load the global instance.
 */
export async function pageI18n(locale: Locale): Promise<I18n> {
  const [shared, own] = await Promise.all([sharedCatalog(locale), catalog(locale)])
  return setupI18n({ locale, messages: { [locale]: { ...shared, ...own } } })
}
