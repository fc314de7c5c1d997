import type { BrowserContext } from '@playwright/test'

const LOOPBACK_NAMES = new Set(['localhost', '[::1]'])

/** Whether a URL stays on this machine (127.0.0.0/8, ::1 or localhost). */
export function isLoopback(url: URL): boolean {
  return LOOPBACK_NAMES.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname)
}

/**
 * Aborts every request of the context to a host that is not loopback and remembers it: the
 * journeys run against this machine only, so such a request is a defect (a font, a tracker, a
 * third-party service) that the caller reports by failing the test.
 */
export async function guardLoopback(context: BrowserContext): Promise<string[]> {
  const refused: string[] = []
  await context.route(
    (url) => !isLoopback(url),
    (route) => {
      refused.push(`${route.request().method()} ${route.request().url()}`)
      return route.abort('blockedbyclient')
    },
  )
  return refused
}
