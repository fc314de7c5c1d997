import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import type { Locale } from '@tessera/shared/i18n/locales'
import { scriptJson } from '@tessera/shared/html'
import { documentTitle } from '@tessera/shared/routing/route-titles'
import { publicEventDocument, type PublicEvent } from '@tessera/shared/public/public-event'
import { NotFoundPage } from '@tessera/shared/ui/not-found-page'
import { PageRoot } from './page-root'
import { PAGE_PAYLOAD_ID, PAGE_ROOT_ID, type PagePayload } from './page-payload'
import { pageI18n } from './page-i18n'
import type { MapTiles } from './page/page-props'
import type { ListingPagePayload } from '@tessera/shared/public/listing-page'
import { ListingRoot } from './listing-root'

/**
 * The server side of the public page (built by `vite.server.config.ts` into `dist-server/`, loaded
 * by the API): the body of `/event/{code}` as HTML. One Lingui instance per language, made once and
 * never switched, so concurrent requests in different languages cannot see each other's texts.
 */
const instances = new Map<Locale, Promise<I18n>>()
function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale)
  if (!instance) {
    instance = pageI18n(locale)
    instances.set(locale, instance)
  }
  return instance
}

export type EventBodyInput = {
  event: PublicEvent
  now: string
  locale: Locale
  /** The tile service of the Where map (the API's maps configuration); no map without it. */
  mapTiles?: MapTiles
  /** The button-only mode (`/event/{code}?book`): the Book button alone, booking opened on load. */
  bookOnly?: boolean
}

/** The rendered page and the payload the browser hydrates it from. */
export async function renderEventBody({
  event,
  now,
  locale,
  mapTiles,
  bookOnly,
}: EventBodyInput): Promise<string> {
  const i18n = await i18nFor(locale)
  const markup = renderToString(
    <PageRoot i18n={i18n} event={event} now={now} mapTiles={mapTiles} bookOnly={bookOnly} />,
  )
  const payload: PagePayload = {
    document: publicEventDocument(event),
    now,
    mapTiles,
    ...(bookOnly ? { bookOnly } : {}),
  }
  return (
    `<div id="${PAGE_ROOT_ID}">${markup}</div>` +
    `<script type="application/json" id="${PAGE_PAYLOAD_ID}">${scriptJson(payload)}</script>`
  )
}

/** The not-found page in `locale`: its title and body (static: no JavaScript). */
export async function renderNotFound(locale: Locale): Promise<{ title: string; body: string }> {
  const i18n = await i18nFor(locale)
  const body = renderToString(
    <I18nProvider i18n={i18n}>
      <main id={PAGE_ROOT_ID}>
        <NotFoundPage />
      </main>
    </I18nProvider>,
  )
  return { title: documentTitle(i18n, null), body }
}

/**
 * The body of an organizer's public collection (`/collections/{uuid}`) or calendar
 * (`/calendar/{uuid}`: its heading and organizer, the calendar drawn in the browser) from the
 * payload the API embeds beside it.
 */
export async function renderListingBody({
  payload,
  locale,
}: {
  payload: ListingPagePayload
  locale: Locale
}): Promise<string | null> {
  const i18n = await i18nFor(locale)
  return renderToString(<ListingRoot i18n={i18n} payload={payload} />)
}
