import { createHash } from 'node:crypto'
import type { I18n } from '@lingui/core'
import type { Locale } from '@tessera/shared/i18n/locales'
import { serverI18n } from '@tessera/shared/i18n/server'
import { translate } from '@tessera/shared/i18n/translate'
import { escapeHtml, scriptJson } from '@tessera/shared/html'
import {
  LISTING_PAYLOAD_ID,
  LISTING_ROOT_ID,
  listingPageHead,
  listingTexts,
  NO_LISTED_EVENTS,
  type ListingPagePayload,
} from '@tessera/shared/public/listing-page'
import { publicEventPath } from '@tessera/shared/public/page-head'
import type { PublicListing } from '@tessera/shared/public/public-listing'
import { appUrl } from '#config/app'
import type { PageBuild } from '#services/public_page/page_build'
import { documentHtml } from '#services/public_page/page_html'

const formats = new Map<string, Intl.DateTimeFormat>()

/** A start as the page's language writes it, in the event's zone (formats made once per pair). */
function when(iso: string, zone: string, locale: Locale): string {
  const key = `${locale} ${zone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    formats.set(key, format)
  }
  return format.format(new Date(iso))
}

/**
 * The body the API renders while the page's entry has no `renderListingBody`: the heading and the
 * listed events as links to their pages, readable without JavaScript.
 */
function plainListing(listing: PublicListing, title: string, i18n: I18n, locale: Locale): string {
  const items = listing.events.map(
    (event) =>
      `<li><a href="${escapeHtml(publicEventPath(event))}">${escapeHtml(event.name)}</a> ` +
      `<time datetime="${escapeHtml(event.start_at)}">${escapeHtml(when(event.start_at, event.timezone, locale))}</time></li>`,
  )
  const list = items.length
    ? `<ul>${items.join('')}</ul>`
    : `<p>${escapeHtml(translate(i18n, NO_LISTED_EVENTS))}</p>`
  return `<main><h1>${escapeHtml(title)}</h1>${list}</main>`
}

/**
 * `/collections/{uuid}` or `/calendar/{uuid}` (docs/ARCHITECTURE.md "The public collection and
 * calendar"): the head, the body from the page's entry (else a plain list) and the payload the
 * browser takes over from; the entry's scripts only when the entry renders the body.
 */
export async function listingPageHtml(
  build: PageBuild,
  listing: PublicListing,
  payload: ListingPagePayload,
  locale: Locale,
): Promise<string> {
  const i18n = serverI18n(locale)
  const texts = listingTexts(i18n, payload.kind, listing.organizer.name)
  const rendered = build.server.renderListingBody
    ? await build.server.renderListingBody({ payload, locale })
    : null
  const body =
    `<div id="${LISTING_ROOT_ID}">${rendered ?? plainListing(listing, texts.title, i18n, locale)}</div>` +
    `<script type="application/json" id="${LISTING_PAYLOAD_ID}">${scriptJson(payload)}</script>`
  return documentHtml({
    locale,
    head: listingPageHead(payload.kind, listing, texts, locale, appUrl),
    css: rendered === null ? build.css : build.listingCss,
    body,
    scripts: rendered === null ? [] : [build.script, ...build.imports, ...build.catalogs(locale)],
  })
}

/** The page's validator: its list's ETag, the language, the kind and the build that renders it. */
export function listingPageEtag(
  build: PageBuild,
  listEtag: string,
  payload: ListingPagePayload,
  locale: Locale,
) {
  const digest = createHash('sha256').update(listEtag).digest('base64url').slice(0, 22)
  return `W/"${digest}-${locale}-${payload.kind}-${build.id}"`
}
