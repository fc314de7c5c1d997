import { lazy } from 'react'
import { RouteScreens, type Screens } from '@tessera/shared/ui/route-screens'
import { Spinner } from '@tessera/shared/ui/spinner'
import { useSessionUser } from './use-session-user'

/**
 * The screens of the routes this app owns (`app: 'manage'` in the shared route table), each its own
 * chunk. A route without a screen yet, an unknown path under `/manage/` or `/console/`, and a route
 * the user's role may not open (`allow`) show the not-found page.
 */
export const screens: Screens = {
  dashboard: lazy(() => import('../features/dashboard/components/dashboard-screen')),
  calendar: lazy(() => import('../features/calendar/components/calendar-screen')),
  collections: lazy(() => import('../features/collections/components/collection-screen')),
  profile: lazy(() => import('../features/profile/components/profile-screen')),
  usersList: lazy(() => import('../features/users/components/users-list-screen')),
  userAdd: lazy(() => import('../features/users/components/add-user-screen')),
  userEdit: lazy(() => import('../features/users/components/edit-user-screen')),
  rolesList: lazy(() => import('../features/roles/components/roles-list-screen')),
  roleAdd: lazy(() => import('../features/roles/components/role-form-screen')),
  roleEdit: lazy(() => import('../features/roles/components/role-form-screen')),
  eventEdit: lazy(() => import('../features/event-edit/components/edit-event-screen')),
  eventsList: lazy(() => import('../features/events/components/events-list-screen')),
  eventAdd: lazy(() => import('../features/events/components/add-event-screen')),
  eventPreview: lazy(() => import('../features/events/components/event-preview-screen')),
  tagsList: lazy(() => import('../features/tags/components/tags-list-screen')),
  tagAdd: lazy(() => import('../features/tags/components/tag-form-screen')),
  tagEdit: lazy(() => import('../features/tags/components/tag-form-screen')),
  categoriesList: lazy(() => import('../features/categories/components/categories-list-screen')),
  categoriesManageList: lazy(
    () => import('../features/categories/components/categories-list-screen'),
  ),
  categoryAdd: lazy(() => import('../features/categories/components/category-form-screen')),
  categoryEdit: lazy(() => import('../features/categories/components/category-form-screen')),
  venuesList: lazy(() => import('../features/venues/components/venues-list-screen')),
  venueAdd: lazy(() => import('../features/venues/components/venue-form-screen')),
  venueEdit: lazy(() => import('../features/venues/components/venue-form-screen')),
  // make:resource: screens (scripts/make-resource.mjs adds a resource's screens above)
  attendeesList: lazy(() => import('../features/guests/components/guest-list-screen')),
  bookingsList: lazy(() => import('../features/bookings/components/bookings-list-screen')),
  attendeeTickets: lazy(() => import('../features/my-tickets/components/my-tickets-screen')),
}

/** Screens wait for the signed-in user (their role decides what each may open). */
export function AppRoutes() {
  const user = useSessionUser()
  if (!user) {
    return (
      <div className="ts-empty">
        <Spinner size="lg" />
      </div>
    )
  }
  return <RouteScreens screens={screens} role={user.role} />
}
