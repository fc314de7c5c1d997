import { atom } from 'nanostores'
import { addErrorHandler, getAppStatus, LOAD_ERROR, SKIP_BECAUSE_BROKEN } from 'single-spa'
import { REMOTE_APPS, type RemoteApp } from './content'

/** The micro-frontends whose code could not be loaded or started; the shell shows the error page. */
export const $brokenApps = atom<ReadonlySet<RemoteApp>>(new Set())

function refresh(): void {
  const broken = new Set(
    REMOTE_APPS.filter((app) =>
      [LOAD_ERROR, SKIP_BECAUSE_BROKEN].includes(getAppStatus(app) ?? ''),
    ),
  )
  const current = $brokenApps.get()
  if (broken.size !== current.size || [...broken].some((app) => !current.has(app)))
    $brokenApps.set(broken)
}

/**
 * Follows single-spa's application statuses. single-spa tries a failed app again on a later
 * navigation (a success clears the error page); a script the browser failed to fetch stays failed
 * until the page is reloaded, which the error page offers.
 */
export function followAppStatus(): void {
  addErrorHandler((error) => {
    console.error(`[shell] ${error.appOrParcelName} failed`, error)
    refresh()
  })
  window.addEventListener('single-spa:routing-event', refresh)
}
