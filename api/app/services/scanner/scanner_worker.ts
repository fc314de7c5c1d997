/** The part of the worker's Cache Storage it uses (a global there; Node has none). */
type WorkerCache = {
  put(key: Request | string, response: Response): Promise<void>
  addAll(urls: string[]): Promise<void>
}
declare const caches: {
  open(name: string): Promise<WorkerCache>
  match(key: Request | string, options?: { ignoreVary?: boolean }): Promise<Response | undefined>
  keys(): Promise<string[]>
  delete(name: string): Promise<boolean>
}

/**
 * The scanner's service worker (docs/ARCHITECTURE.md "Offline scanning"), written as a function so
 * it is checked with the API's code and sent as its source. It precaches the shell's and the
 * scanner's built files (a new deploy changes `version`, so the browser installs the new worker,
 * which fills a new cache and deletes the old one on activation), answers the scanner's page from
 * the network or, offline, from the cache, and keeps the last `/me` so a reload offline keeps the
 * session. Other API requests pass through: the scanner keeps its data in IndexedDB.
 */
export function scannerWorker(worker: any, version: string, precache: string[], page: string) {
  const CACHE = `tessera-scanner-${version}`
  const KEPT_API = ['/api/v1/me']

  const keep = async (request: Request | string, response: Response) => {
    if (response.ok) await (await caches.open(CACHE)).put(request, response.clone())
    return response
  }
  const networkFirst = async (request: Request, key: Request | string = request) => {
    try {
      return await keep(key, await fetch(request))
    } catch (error) {
      const cached = await caches.match(key, { ignoreVary: true })
      if (cached) return cached
      throw error
    }
  }
  const cacheFirst = async (request: Request) =>
    (await caches.match(request, { ignoreVary: true })) ?? keep(request, await fetch(request))

  worker.addEventListener('install', (event: any) => {
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => cache.addAll([page, ...precache]))
        .then(() => worker.skipWaiting()),
    )
  })
  worker.addEventListener('activate', (event: any) => {
    const old = (name: string) => name.startsWith('tessera-scanner-') && name !== CACHE
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter(old).map((name) => caches.delete(name))))
        .then(() => worker.clients.claim()),
    )
  })
  worker.addEventListener('fetch', (event: any) => {
    const request: Request = event.request
    const url = new URL(request.url)
    if (request.method !== 'GET' || url.origin !== worker.location.origin) return
    if (request.mode === 'navigate') return event.respondWith(networkFirst(request, page))
    if (url.pathname.startsWith('/api/')) {
      if (KEPT_API.includes(url.pathname)) event.respondWith(networkFirst(request))
      return
    }
    const hashed = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg)$/.test(url.pathname)
    event.respondWith(hashed ? cacheFirst(request) : networkFirst(request))
  })
}
