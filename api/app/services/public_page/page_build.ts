import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locale } from '@tessera/shared/i18n/locales'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import type { ListingPagePayload } from '@tessera/shared/public/listing-page'
import { cspHash } from '#services/csp/content_security_policy'
import type { PageSources } from '#services/page_security'
import { PAGE_LOADER_SOURCE } from '#services/public_page/page_scripts'
import { repositoryRoot } from '#services/frontend_files'

/** What `mfe-public-event/dist-server/entry-server.js` exports (src/entry-server.tsx). */
type ServerEntry = {
  renderEventBody(input: {
    event: PublicEvent
    now: string
    locale: Locale
    mapTiles?: { url: string; attribution: string }
    bookOnly?: boolean
  }): Promise<string>
  renderNotFound(locale: Locale): Promise<{ title: string; body: string }>
  /**
   * The body of an organizer's collection or calendar page (docs/ARCHITECTURE.md "The public
   * collection and calendar"): the markup inside `#tessera-page`, rendered from the payload the
   * API embeds beside it. Until the page's entry exports it, the API renders a plain list.
   */
  renderListingBody?(input: { payload: ListingPagePayload; locale: Locale }): Promise<string>
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }

/** The built public page: its server renderer, its browser entry and CSS, and a build id. */
export type PageBuild = {
  server: ServerEntry
  /** URL of the browser entry (hydration). */
  script: string
  /** URLs of the chunks the entry imports, preloaded beside it (no request waits for another). */
  imports: string[]
  /** URLs of the page's language chunks of each locale, preloaded beside the entry. */
  catalogs: (locale: Locale) => string[]
  /** The page's CSS, inlined in the `<head>` so the first paint needs no other request. */
  css: string
  /**
   * The collection's and calendar's CSS: the page's and that of their chunk (`hydrate-listing`),
   * inlined whole, so their first paint is already laid out as the hydrated screen is.
   */
  listingCss: string
  /** What the page's Content-Security-Policy allows inline: its `<style>` and loader, by hash. */
  policySources: PageSources
  id: string
}

/** Where the browser build is served (`/mfe/public-event/` serves mfe-public-event/dist/). */
const PAGE_URL = '/mfe/public-event/page/'

async function load(root: string, stamp: string): Promise<PageBuild> {
  const dist = join(root, 'mfe-public-event', 'dist', 'page')
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  )
  const entry = manifest['src/entry-client.tsx']!
  const serverFile = join(root, 'mfe-public-event', 'dist-server', 'entry-server.js')
  const cssOf = (chunk?: ManifestChunk) =>
    (chunk?.css ?? []).map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')
  const css = cssOf(entry)
  const listingCss = `${css}\n${cssOf(manifest['src/hydrate-listing.tsx'])}`
  const server: ServerEntry = await import(`${pathToFileURL(serverFile).href}?v=${stamp}`)
  return {
    server,
    script: PAGE_URL + entry.file,
    imports: (entry.imports ?? []).map((source) => PAGE_URL + manifest[source]!.file),
    catalogs: (locale) =>
      (entry.dynamicImports ?? [])
        .filter((source) => source.includes(`/locales/${locale}/`))
        .map((source) => PAGE_URL + manifest[source]!.file),
    css,
    listingCss,
    policySources: { styles: [cspHash(css), cspHash(listingCss)], scripts: [PAGE_LOADER_SOURCE] },
    id: entry.file.replace(/^.*-|\.js$/g, '') + stamp,
  }
}

let cached: { key: string; build: Promise<PageBuild> } | null = null

/**
 * The current build of the public page, loaded once and again only when it is rebuilt (the server
 * bundle's modification time changes). Throws when the page was never built (`npm run build`).
 */
export function pageBuild(): Promise<PageBuild> {
  const root = repositoryRoot()
  const stamp = Math.floor(
    statSync(join(root, 'mfe-public-event', 'dist-server', 'entry-server.js')).mtimeMs,
  ).toString(36)
  const key = `${root}:${stamp}`
  if (cached?.key !== key) cached = { key, build: load(root, stamp) }
  return cached.build
}
