import { RouteScreens, type Screens } from '@tessera/shared/ui/route-screens'
import { ServerRenderedRoute } from './server-rendered'

/**
 * The screens of the routes this app owns (`app: 'publicEvent'` in the shared route table). The
 * event page is rendered by the API (src/entry-server.tsx): in the shell it reloads from the server.
 */
export const screens: Screens = { publicEvent: ServerRenderedRoute }

export function AppRoutes() {
  return <RouteScreens screens={screens} />
}
