import { Suspense, type ComponentType, type ReactNode } from 'react'
import type { RoleName } from '../domain/access/roles.js'
import { useLocation } from '../routing/navigation.js'
import { matchRoute, ROUTES, type AppName, type RouteName } from '../routing/routes.js'
import { NotFoundPage } from './not-found-page.js'
import { Spinner } from './spinner.js'

export type ScreenProps = { params: Record<string, string> }
export type Screens = Partial<Record<RouteName, ComponentType<ScreenProps>>>

const loading = (
  <div className="ts-empty">
    <Spinner size="lg" />
  </div>
)

/**
 * The screen of the current route among those an app owns (names of the shared route table; lazy
 * components get their own chunk). A route without a screen, an unknown path under the app's
 * prefixes, and a route `role` may not open (`allow`) show the not-found page.
 */
export function RouteScreens({
  screens,
  role,
  fallback = loading,
}: {
  screens: Screens
  role?: RoleName
  fallback?: ReactNode
}) {
  const { pathname } = useLocation()
  const match = matchRoute(pathname)
  const Screen = match?.name ? screens[match.name] : undefined
  const allowed = !match?.def.allow || (role !== undefined && match.def.allow(role))
  if (!match || !Screen || !allowed) return <NotFoundPage />
  return (
    <Suspense fallback={fallback}>
      <Screen key={pathname} params={match.params} />
    </Suspense>
  )
}

/**
 * Where an app's screens and the route table's `served` flags disagree: a served route of `app`
 * with no screen (navigation would offer a not-found page) or a screen for a route marked planned
 * (nothing would offer it). Each app's route test expects none.
 */
export function screenMismatches(app: AppName, screens: Screens): RouteName[] {
  return (Object.keys(ROUTES) as RouteName[]).filter(
    (name) => ROUTES[name].app === app && ROUTES[name].served !== Boolean(screens[name]),
  )
}
