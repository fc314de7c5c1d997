import { i18n, type Messages } from '@lingui/core'
import type { Locale } from './locales.js'

export type CatalogLoader = (locale: Locale) => Promise<Messages>

/** The shared catalog of `locale` (the UI kit's and the error codes' texts). */
export const sharedCatalog: CatalogLoader = async (locale) =>
  locale === 'el'
    ? (await import('../locales/el/messages.js')).messages
    : (await import('../locales/en/messages.js')).messages

/**
 * Loads the shared catalog and an app's own catalog for `locale` into the one Lingui instance every
 * app shares (a Module Federation singleton), then activates it. Loading merges, so apps add their
 * messages beside the shell's.
 */
export async function activateLocale(locale: Locale, appCatalog: CatalogLoader): Promise<void> {
  const [shared, own] = await Promise.all([sharedCatalog(locale), appCatalog(locale)])
  i18n.load(locale, { ...shared, ...own })
  if (i18n.locale !== locale) i18n.activate(locale)
  else i18n.activate(locale) // re-emit so already-rendered trees pick up the new messages
  document.documentElement.lang = locale
}
