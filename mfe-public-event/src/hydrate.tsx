import { startTransition } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { isLocale, DEFAULT_LOCALE } from '@tessera/shared/i18n/locales'
import { readPublicEvent } from '@tessera/shared/public/public-event'
import { PageRoot } from './page-root'
import { PAGE_PAYLOAD_ID, PAGE_ROOT_ID, type PagePayload } from './page-payload'
import { pageI18n } from './page-i18n'

/**
 * Takes over the server-rendered page: reads the event and the server's time from the embedded
 * payload (no second fetch), loads the page's language (`<html lang>`) and hydrates the markup,
 * as a transition: React then hydrates in slices of a few milliseconds and yields to the browser
 * between them (input stays responsive) instead of in one long task.
 * Null when the document holds no page (the not-found page has nothing to hydrate).
 */
export async function hydratePage(
  document: Document,
  onRecoverableError?: (error: unknown) => void,
): Promise<Root | null> {
  const container = document.getElementById(PAGE_ROOT_ID)
  const data = document.getElementById(PAGE_PAYLOAD_ID)?.textContent
  if (!container || !data) return null
  const payload = JSON.parse(data) as PagePayload
  const lang = document.documentElement.lang
  const i18n = await pageI18n(isLocale(lang) ? lang : DEFAULT_LOCALE)
  const page = (
    <PageRoot
      i18n={i18n}
      event={readPublicEvent(payload.document)}
      now={payload.now}
      mapTiles={payload.mapTiles}
      bookOnly={payload.bookOnly}
    />
  )
  let root: Root | null = null
  startTransition(() => {
    root = hydrateRoot(container, page, onRecoverableError ? { onRecoverableError } : {})
  })
  return root
}
