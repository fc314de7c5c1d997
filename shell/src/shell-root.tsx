import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { useLocation } from '@tessera/shared/routing/navigation'
import { $role, $session } from '@tessera/shared/stores/session'
import { LocaleRoot } from '@tessera/shared/ui/locale-root'
import { Toaster } from '@tessera/shared/ui/toast'
import { catalog } from './catalog'
import { ContentPage } from './content-page'
import { $brokenApps } from './routing/app-status'
import { contentFor } from './routing/content'
import { useDocumentTitle } from './routing/document-title'
import { focusPageHeading } from './routing/focus'

/**
 * The signed-in frame loads on demand, so the sign-in pages do not carry it; a visitor who starts
 * signed in fetches it at once, beside the remote.
 */
const loadFrame = () => import('./frame/frame')
const loadFooter = () => import('./frame/footer')
const Frame = lazy(() => loadFrame().then((module) => ({ default: module.Frame })))
const Footer = lazy(() => loadFooter().then((module) => ({ default: module.Footer })))
/** A stored session's profile is read again once per page load (with the query cache it fills). */
const ProfileOnStart = lazy(() => import('./session/profile-on-start'))
if ($session.get()) void Promise.all([loadFrame(), loadFooter()])

/** The static mount points of `index.html` (never rendered by React, so single-spa can rely on them). */
export const mountPoints = {
  main: () => document.getElementById('tessera-main')!,
  page: () => document.getElementById('tessera-page')!,
  footer: () => document.getElementById('tessera-footer')!,
}

function Shell() {
  const { t } = useLingui()
  const { pathname, search } = useLocation()
  const signedIn = useStore($session) !== null
  const role = useStore($role)
  const broken = useStore($brokenApps)
  const content = contentFor(
    pathname,
    search.toString() ? `?${search}` : '',
    { signedIn, role },
    broken,
  )
  const framed = content.layout === 'frame' && signedIn
  const showsApp = content.view.kind === 'app'
  // Signed in as the page loaded: later sign-ins load the profile themselves.
  const [signedInAtStart] = useState(signedIn)
  useDocumentTitle(pathname, content.view)

  useLayoutEffect(() => {
    document.body.dataset.layout = framed ? 'frame' : 'bare'
    mountPoints.main().hidden = !showsApp
    mountPoints.page().hidden = showsApp
  }, [framed, showsApp])

  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = ''
    return focusPageHeading(showsApp ? mountPoints.main() : mountPoints.page())
  }, [pathname, showsApp])

  const skipToContent = (event: React.MouseEvent) => {
    event.preventDefault()
    focusPageHeading(showsApp ? mountPoints.main() : mountPoints.page())
  }

  return (
    <>
      {framed ? (
        <>
          <a className="ts-skip-link" href="#tessera-main" onClick={skipToContent}>
            {t`Skip to content`}
          </a>
          <Suspense fallback={null}>
            <Frame />
          </Suspense>
        </>
      ) : null}
      {content.view.kind === 'app'
        ? null
        : createPortal(<ContentPage view={content.view} />, mountPoints.page())}
      {framed
        ? createPortal(
            <Suspense fallback={null}>
              <Footer />
            </Suspense>,
            mountPoints.footer(),
          )
        : null}
      {signedInAtStart ? (
        <Suspense fallback={null}>
          <ProfileOnStart />
        </Suspense>
      ) : null}
      <Toaster />
    </>
  )
}

/**
 * The shell's React root: the frame, its own pages, toasts; rendered into `#tessera-frame`. The
 * query cache is only around the parts that read it (`QueryRoot`), loaded with them.
 */
export function ShellRoot() {
  return (
    <LocaleRoot catalog={catalog}>
      <Shell />
    </LocaleRoot>
  )
}
