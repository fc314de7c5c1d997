import { startTransition } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { DEFAULT_LOCALE, isLocale } from '@tessera/shared/i18n/locales'
import {
  LISTING_PAYLOAD_ID,
  LISTING_ROOT_ID,
  type ListingPagePayload,
} from '@tessera/shared/public/listing-page'
import { ListingRoot } from './listing-root'
import { pageI18n } from './page-i18n'

/**
 * Takes over a server-rendered public collection or calendar from its embedded payload (no second
 * fetch), in the page's language, as a transition (like `hydratePage`). Null when the page holds
 * no listing (the not-found page).
 */
export async function hydrateListing(
  document: Document,
  onRecoverableError?: (error: unknown) => void,
): Promise<Root | null> {
  const container = document.getElementById(LISTING_ROOT_ID)
  const data = document.getElementById(LISTING_PAYLOAD_ID)?.textContent
  if (!container || !data) return null
  const payload = JSON.parse(data) as ListingPagePayload
  const lang = document.documentElement.lang
  const i18n = await pageI18n(isLocale(lang) ? lang : DEFAULT_LOCALE)
  let root: Root | null = null
  startTransition(() => {
    root = hydrateRoot(
      container,
      <ListingRoot i18n={i18n} payload={payload} />,
      onRecoverableError ? { onRecoverableError } : {},
    )
  })
  return root
}
