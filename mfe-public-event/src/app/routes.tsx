import { RouteScreens, type Screens } from '@tessera/shared/ui/route-screens'

/** The screens of the routes this app owns (`app: 'publicEvent'` in the shared route table); none yet, so every path under its prefixes shows the not-found page. */
export const screens: Screens = {}

export function AppRoutes() {
  return <RouteScreens screens={screens} />
}
