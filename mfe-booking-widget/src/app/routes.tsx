import type { ComponentType } from 'react'
import { matchRoute, type RouteName } from '@tessera/shared/routing/routes'
import { useLocation } from '@tessera/shared/routing/navigation'
import { NotFoundPage } from '@tessera/shared/ui/not-found-page'

export type ScreenProps = { params: Record<string, string> }

/**
 * The booking widget owns no URL of its own: it is mounted as a parcel inside the pages of the route
 * around it (the public event page). Its screens are keyed by that route; with none for a route, and
 * on any other path, it shows the not-found page.
 */
const screens: Partial<Record<RouteName, ComponentType<ScreenProps>>> = {}

export function AppRoutes() {
  const { pathname } = useLocation()
  const match = matchRoute(pathname)
  const Screen = match?.name ? screens[match.name] : undefined
  if (!match || !Screen) return <NotFoundPage />
  return <Screen params={match.params} />
}
