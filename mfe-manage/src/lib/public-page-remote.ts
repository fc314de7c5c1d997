import type { ComponentType } from 'react'
import type { I18n } from '@lingui/core'
import type { Locale } from '@tessera/shared/i18n/locales'
import type { PublicEvent } from '@tessera/shared/public/public-event'

/** The props of mfe-public-event's `PublicEventPage` that the preview passes. */
export type PublicPageProps = {
  event: PublicEvent
  now: string
  preview?: boolean
  mapTiles?: { url: string; attribution: string }
}

/** What the preview needs of mfe-public-event: its page and the page's own Lingui instance. */
export type PublicPageRemote = {
  PublicEventPage: ComponentType<PublicPageProps>
  pageI18n: (locale: Locale) => Promise<I18n>
}

type FederationInstance = {
  options: { remotes: readonly { name: string }[] }
  loadRemote: <T>(id: string) => Promise<T | null>
}
type FederationGlobal = { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }

/**
 * Loads `./page` and `./page-i18n` of the `publicEvent` remote through the Module Federation
 * instance that registered it (the shell's, from `/mfe-manifest.json`), with the page's CSS.
 */
export async function loadPublicPage(): Promise<PublicPageRemote> {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? []
  const host = instances.find((instance) =>
    instance.options.remotes.some((remote) => remote.name === 'publicEvent'),
  )
  if (!host) throw new Error('[manage] the publicEvent remote is not registered')
  const [page, i18n] = await Promise.all([
    host.loadRemote<Pick<PublicPageRemote, 'PublicEventPage'>>('publicEvent/page'),
    host.loadRemote<Pick<PublicPageRemote, 'pageI18n'>>('publicEvent/page-i18n'),
  ])
  if (!page || !i18n) throw new Error('[manage] the publicEvent remote has no page')
  return { PublicEventPage: page.PublicEventPage, pageI18n: i18n.pageI18n }
}
