import type { ComponentType } from 'react'
import { matchRoute, type RouteName } from '@tessera/shared/routing/routes'
import { useLocation } from '@tessera/shared/routing/navigation'
import { NotFoundPage } from '@tessera/shared/ui/not-found-page'

export type ScreenProps = { params: Record<string, string> }

/**
 * The screens of the routes this app owns (`app: 'scanner'` in the shared route table). A route
 * without a screen yet, and any unknown path under this app's prefixes, shows the not-found page.
 */
const screens: Partial<Record<RouteName, ComponentType<ScreenProps>>> = {}

export function AppRoutes() {
  const { pathname } = useLocation()
  const match = matchRoute(pathname)
  const Screen = match?.name ? screens[match.name] : undefined
  if (!match || !Screen) return <NotFoundPage />
  return <Screen params={match.params} />
}
