import { RouteScreens, type Screens } from '@tessera/shared/ui/route-screens'

/** The booking widget owns no URL of its own: it is mounted as a parcel inside the pages of the route around it (the public event page), its screens keyed by that route; none yet. */
const screens: Screens = {}

export function AppRoutes() {
  return <RouteScreens screens={screens} />
}
