// Real Chromium (Debian's /usr/bin/chromium through playwright-core, never a downloaded browser) and
// what a page load fetches: every JavaScript response until the network is idle, gzipped.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const launchChromium = () =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })

const isLoopback = (url) =>
  ['localhost', '[::1]'].includes(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname)

/**
 * A new context (empty HTTP cache) that aborts requests leaving the machine and lists them in
 * `context.refused` (map tiles, say): the figures are what this checkout serves, nothing else.
 */
export async function isolatedContext(browser, options = {}) {
  const context = await browser.newContext(options)
  context.refused = []
  await context.route(
    (url) => !isLoopback(url),
    (route) => {
      context.refused.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  return context
}

const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '')

/** A file's name without the content hash Vite adds (`leaflet-map-CyGGQOnL.js` → `leaflet-map.js`). */
export const chunkName = (url) =>
  new URL(url).pathname.replace(/-[A-Za-z0-9_-]{8}(\.js)$/, '$1').replace(/\.js\.js$/, '.js')

/**
 * Records every script `page` receives from now on; `settle()` waits for network idle and returns
 * them as `{ url, name, bytes, gzip }` (gzip level 9, each file on its own), largest first.
 */
export function recordScripts(page) {
  const pending = []
  const listener = (response) => {
    if (!isScript(response) || response.status() >= 300) return
    pending.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        name: chunkName(response.url()),
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    )
  }
  page.on('response', listener)
  return {
    async settle() {
      await page.waitForLoadState('networkidle')
      page.off('response', listener)
      const files = await Promise.all(pending)
      return files.sort((a, b) => b.gzip - a.gzip)
    },
  }
}

export const sum = (files, key = 'gzip') => files.reduce((total, file) => total + file[key], 0)
export const kB = (bytes) => Number((bytes / 1024).toFixed(1))
