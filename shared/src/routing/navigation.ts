import { useSyncExternalStore } from 'react'

/**
 * Client-side navigation shared by every app. single-spa patches `history.pushState` and reroutes
 * on it; the shell and the micro-frontends re-render from `useLocation`.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to)
  else window.history.pushState(null, '', to)
  // single-spa's patched history methods already announce the change; without it, we do.
  if (!('singleSpaNavigate' in window))
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('popstate', callback)
  window.addEventListener('single-spa:routing-event', callback)
  return () => {
    window.removeEventListener('popstate', callback)
    window.removeEventListener('single-spa:routing-event', callback)
  }
}

const snapshot = () => window.location.pathname + window.location.search

/** The current path and query string, re-rendering on every navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams; href: string } {
  const href = useSyncExternalStore(subscribe, snapshot, () => '/')
  const url = new URL(href, 'http://x')
  return { pathname: url.pathname, search: url.searchParams, href }
}

/** Makes a plain click on an in-app link navigate without a page load. */
export function handleLinkClick(event: React.MouseEvent<HTMLAnchorElement>, to: string): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return
  event.preventDefault()
  navigate(to)
}
