/**
 * Registers the scanner's service worker (served by the API at `/scanner-sw.js`) for the pages
 * under `scope`, so they and their bundle load with no network (docs/ARCHITECTURE.md "Offline
 * scanning"). Without service workers (or over plain HTTP off localhost) the scanner still works
 * online and keeps its data in IndexedDB.
 */
export function registerOfflineWorker(scope: string): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.register('/scanner-sw.js', { scope }).catch(() => {
    // Offline loading is a bonus on top of scanning: never an error for staff.
  })
}
