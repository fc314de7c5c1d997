import type { RoleName } from '@tessera/shared/domain/access/roles'
import {
  guardRedirect,
  matchRoute,
  type AppName,
  type Layout,
  type RouteName,
} from '@tessera/shared/routing/routes'

/** A micro-frontend the shell mounts into `#tessera-main`. */
export type RemoteApp = Exclude<AppName, 'shell'>
export const REMOTE_APPS: readonly RemoteApp[] = ['manage', 'publicEvent', 'scanner']

/** The shell's own pages (routes of the table with `app: 'shell'`). */
export const SHELL_PAGES = [
  'login',
  'register',
  'onboarding',
  'passwordEmail',
  'passwordReset',
  'emailVerify',
] as const satisfies readonly RouteName[]
export type ShellPageName = (typeof SHELL_PAGES)[number]
const isShellPage = (name: RouteName | null): name is ShellPageName =>
  (SHELL_PAGES as readonly (RouteName | null)[]).includes(name)

export type ContentView =
  | { kind: 'app'; app: RemoteApp }
  | { kind: 'page'; page: ShellPageName }
  | { kind: 'notFound' }
  | { kind: 'broken'; app: RemoteApp }
  /** The guard is sending the visitor elsewhere: nothing to show meanwhile. */
  | { kind: 'redirect' }

export type Content = { layout: Layout; view: ContentView }

export type Viewer = { signedIn: boolean; role: RoleName }

/**
 * The micro-frontend that owns a path for this viewer, or null: none owns it, the guard sends the
 * viewer elsewhere, or the viewer's role may not open it. single-spa's activity functions ask this.
 */
export function activeApp(pathname: string, search: string, viewer: Viewer): RemoteApp | null {
  const match = matchRoute(pathname)
  if (!match || match.def.app === 'shell') return null
  if (guardRedirect(pathname, search, viewer.signedIn) !== null) return null
  if (match.def.allow && !match.def.allow(viewer.role)) return null
  return match.def.app
}

/**
 * What the content area shows for a path and whether the frame surrounds it. Unknown paths and
 * routes the viewer's role may not open show the not-found page (framed when signed in); an app
 * whose code could not be loaded or started shows the error page in its place.
 */
export function contentFor(
  pathname: string,
  search: string,
  viewer: Viewer,
  brokenApps: ReadonlySet<RemoteApp>,
): Content {
  const signedInLayout = viewer.signedIn ? 'frame' : 'bare'
  if (guardRedirect(pathname, search, viewer.signedIn) !== null)
    return { layout: signedInLayout, view: { kind: 'redirect' } }
  const match = matchRoute(pathname)
  const notFound: Content = { layout: signedInLayout, view: { kind: 'notFound' } }
  if (!match) return notFound
  if (match.def.app === 'shell') {
    return isShellPage(match.name)
      ? { layout: 'bare', view: { kind: 'page', page: match.name } }
      : notFound
  }
  if (match.def.allow && !match.def.allow(viewer.role)) return notFound
  const app = match.def.app
  return {
    layout: match.def.layout,
    view: brokenApps.has(app) ? { kind: 'broken', app } : { kind: 'app', app },
  }
}
