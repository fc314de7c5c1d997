import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { matchRoute, type RouteName } from '@tessera/shared/routing/routes'
import { useLocation } from '@tessera/shared/routing/navigation'
import { NotFoundPage } from '@tessera/shared/ui/not-found-page'
import { Spinner } from '@tessera/shared/ui/spinner'
import type { ScreenProps } from '../lib/screen-props'
import { useSessionUser } from './use-session-user'

/**
 * The screens of the routes this app owns (`app: 'manage'` in the shared route table), each its own
 * chunk. A route without a screen yet, an unknown path under `/manage/` or `/console/`, and a route
 * the user's role may not open (`allow`) show the not-found page.
 */
const screens: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  dashboard: lazy(() => import('../features/dashboard/components/dashboard-screen')),
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
  categoriesManageList: lazy(() => import('../features/categories/components/categories-list-screen')),
  categoryAdd: lazy(() => import('../features/categories/components/category-form-screen')),
  categoryEdit: lazy(() => import('../features/categories/components/category-form-screen')),
  venuesList: lazy(() => import('../features/venues/components/venues-list-screen')),
  venueAdd: lazy(() => import('../features/venues/components/venue-form-screen')),
  venueEdit: lazy(() => import('../features/venues/components/venue-form-screen')),
}

const loading = (
  <div className="ts-empty">
    <Spinner size="lg" />
  </div>
)

export function AppRoutes() {
  const { pathname } = useLocation()
  const user = useSessionUser()
  const match = matchRoute(pathname)
  if (!user) return loading
  const Screen = match?.name ? screens[match.name] : undefined
  if (!match || !Screen || (match.def.allow && !match.def.allow(user.role))) return <NotFoundPage />
  return (
    <Suspense fallback={loading}>
      <Screen key={pathname} params={match.params} />
    </Suspense>
  )
}
