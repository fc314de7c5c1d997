import { $session } from '@tessera/shared/stores/session'

/** What the shell reads on every start (`shared/src/api/me.ts`): kept by the worker for offline. */
const PROFILE = '/api/v1/me?include=roles'

/**
 * Registers the scanner's service worker (served by the API at `/scanner-sw.js`) for the pages
 * under `scope`, so they and their bundle load with no network (docs/ARCHITECTURE.md "Offline
 * scanning"); once it controls the page, the signed-in profile is read through it, so a reload
 * offline keeps the session. Without service workers the scanner still works online and keeps its
 * data in IndexedDB.
 */
export async function registerOfflineWorker(scope: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const workers = navigator.serviceWorker
  try {
    await workers.register('/scanner-sw.js', { scope })
    await workers.ready
    if (!workers.controller)
      await new Promise((resolve) =>
        workers.addEventListener('controllerchange', resolve, { once: true }),
      )
    const token = $session.get()?.token
    if (token) await fetch(PROFILE, { headers: { Authorization: `Bearer ${token}` } })
  } catch {
    // Offline loading is a bonus on top of scanning: never an error for staff.
  }
}
