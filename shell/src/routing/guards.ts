import { guardRedirect } from '@tessera/shared/routing/routes'
import { navigate } from '@tessera/shared/routing/navigation'
import { $role, $session } from '@tessera/shared/stores/session'
import { triggerAppChange, type SingleSpaCustomEventDetail } from 'single-spa'

const signedIn = () => $session.get() !== null

/** Where a URL sends the current visitor instead, if anywhere (spec "accounts" §2). */
export function redirectFor(href: string): string | null {
  const url = new URL(href, window.location.origin)
  return guardRedirect(url.pathname, url.search, signedIn())
}

/** On first load, before single-spa starts: replace the URL so nothing mounts for the wrong one. */
export function redirectOnFirstLoad(): void {
  const target = redirectFor(window.location.href)
  if (target) window.history.replaceState(null, '', target)
}

let pendingRedirect: string | null = null

/**
 * Before every single-spa reroute: a guarded URL is cancelled (single-spa puts the old URL back)
 * and, once that reroute has settled, replaced by where the guard sends the visitor. If the visitor
 * has gone elsewhere meanwhile (a log-out navigating to Login while a reroute ran), the guard
 * judges the URL they are on instead.
 */
function onBeforeRouting(event: Event): void {
  const { newUrl, oldUrl, cancelNavigation } = (event as CustomEvent<SingleSpaCustomEventDetail>)
    .detail
  const target = redirectFor(newUrl)
  if (!target || pendingRedirect) return
  // A reroute back to the old URL after a cancel must not be cancelled again.
  if (oldUrl !== newUrl) cancelNavigation?.()
  pendingRedirect = target
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      pendingRedirect = null
      const here = window.location.href
      const next = here === newUrl || here === oldUrl ? target : redirectFor(here)
      if (next) navigate(next, { replace: true })
    },
    { once: true },
  )
}

/**
 * Installs the guards: before each reroute; when the session ends (signed out in another tab, a
 * revoked token) the current URL is judged again, after whoever ended it has navigated; and a new
 * role re-runs single-spa's activity functions (a route the role may not open stops showing).
 */
export function installGuards(): void {
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting)
  $session.listen((session) => {
    if (session) return
    queueMicrotask(() => {
      const target = redirectFor(window.location.href)
      if (target) navigate(target, { replace: true })
    })
  })
  $role.listen(() => void triggerAppChange())
}
