import { lazy } from 'react'
import { useStore } from '@nanostores/react'
import { $role } from '@tessera/shared/stores/session'
import { RouteScreens, type Screens } from '@tessera/shared/ui/route-screens'

/** The screens of the routes this app owns (`app: 'scanner'` in the shared route table). */
export const screens: Screens = {
  scanEvent: lazy(() => import('../features/scan/components/scan-event-screen')),
  doorScan: lazy(() => import('../features/scan/components/door-link-screen')),
}

export function AppRoutes() {
  const role = useStore($role)
  return <RouteScreens screens={screens} role={role} />
}
