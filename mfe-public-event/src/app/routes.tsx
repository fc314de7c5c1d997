import { lazy } from 'react'
import { RouteScreens, type Screens } from '@tessera/shared/ui/route-screens'
import { ServerRenderedRoute } from './server-rendered'

/**
 * The screens of the routes this app owns (`app: 'publicEvent'` in the shared route table). The
 * event page is rendered by the API (src/entry-server.tsx): in the shell it reloads from the server.
 * The booking and ticket pages render here, in the shell's bare layout.
 */
export const screens: Screens = {
  publicEvent: ServerRenderedRoute,
  publicCollection: ServerRenderedRoute,
  publicBooking: lazy(() => import('../features/booking/components/booking-screen')),
  publicTicket: lazy(() => import('../features/ticket/components/ticket-screen')),
  publicCalendar: ServerRenderedRoute,
}

export function AppRoutes() {
  return <RouteScreens screens={screens} />
}
