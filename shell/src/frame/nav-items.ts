import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  canSeePayouts,
  canUseConsole,
  canUseDeveloperFeatures,
  type RoleName,
} from '@tessera/shared/domain/access/roles'
import { offers, routePath, type RouteName } from '@tessera/shared/routing/routes'
import type { IconName } from './icons'

export type NavItem = {
  route: RouteName
  label: MessageDescriptor
  icon: IconName
  visibleTo?: (role: RoleName) => boolean
}
export type NavGroup = {
  key: string
  label: MessageDescriptor
  icon: IconName
  items: NavItem[]
  visibleTo?: (role: RoleName) => boolean
}

/**
 * The side navigation (spec "accounts" §2, "events" §2). Role gates come from the shared access
 * rules; the development tools have no routes yet and are not listed. An item whose route no screen
 * renders yet (`served: false` in the route table) is not offered until its issue lands.
 */
const NAV: NavGroup[] = [
  {
    key: 'events',
    label: msg({ message: 'Events', comment: 'menu' }),
    icon: 'events',
    items: [
      {
        route: 'dashboard',
        label: msg({ message: 'Dashboard', comment: 'menu' }),
        icon: 'dashboard',
      },
      { route: 'calendar', label: msg({ message: 'Calendar', comment: 'menu' }), icon: 'calendar' },
      {
        route: 'collections',
        label: msg({ message: 'Collection', comment: 'menu' }),
        icon: 'collection',
      },
      {
        route: 'eventsList',
        label: msg({ message: 'Event list', comment: 'menu' }),
        icon: 'events',
      },
    ],
  },
  {
    key: 'ticketing',
    label: msg({ message: 'Ticketing', comment: 'menu' }),
    icon: 'ticket',
    items: [
      {
        route: 'bookingsList',
        label: msg({ message: 'Bookings', comment: 'menu' }),
        icon: 'ticket',
      },
      {
        route: 'attendeesList',
        label: msg({ message: 'Guest management', comment: 'menu' }),
        icon: 'guests',
      },
      {
        route: 'attendeeTickets',
        label: msg({ message: 'Attendee tickets', comment: 'menu' }),
        icon: 'ticket',
        visibleTo: canUseDeveloperFeatures,
      },
      {
        route: 'payoutsList',
        label: msg({ message: 'Payouts', comment: 'menu' }),
        icon: 'payouts',
        visibleTo: canSeePayouts,
      },
    ],
  },
  {
    key: 'resources',
    label: msg({ message: 'Resources', context: 'navigation', comment: 'menu' }),
    icon: 'resources',
    items: [
      { route: 'tagsList', label: msg({ message: 'Tags', comment: 'menu' }), icon: 'tag' },
      { route: 'venuesList', label: msg({ message: 'Venues', comment: 'menu' }), icon: 'venue' },
      // make:resource: nav (scripts/make-resource.mjs adds a resource's list above)
      {
        route: 'speakersList',
        label: msg({ message: 'Speakers', comment: 'menu' }),
        icon: 'speaker',
      },
      {
        route: 'sponsorsList',
        label: msg({ message: 'Sponsors', comment: 'menu' }),
        icon: 'sponsor',
      },
      {
        route: 'surveysList',
        label: msg({ message: 'Surveys', comment: 'menu' }),
        icon: 'survey',
        visibleTo: canUseDeveloperFeatures,
      },
    ],
  },
  {
    key: 'console',
    label: msg({ message: 'Console', comment: 'menu' }),
    icon: 'console',
    visibleTo: canUseConsole,
    items: [
      { route: 'usersList', label: msg({ message: 'Users', comment: 'menu' }), icon: 'users' },
      {
        route: 'categoriesList',
        label: msg({ message: 'Categories', comment: 'menu' }),
        icon: 'category',
      },
      { route: 'rolesList', label: msg({ message: 'Roles', comment: 'menu' }), icon: 'role' },
    ],
  },
]

const visible = (role: RoleName) => (entry: { visibleTo?: (role: RoleName) => boolean }) =>
  !entry.visibleTo || entry.visibleTo(role)

/** The groups and items a role sees; a group left without items is not shown. */
export function navFor(role: RoleName): NavGroup[] {
  const offered = (item: NavItem) => visible(role)(item) && offers(item.route, role)
  return NAV.filter(visible(role))
    .map((group) => ({ ...group, items: group.items.filter(offered) }))
    .filter((group) => group.items.length > 0)
}

/**
 * The item the current page belongs to: the exact path, else the item whose section (its path
 * without the last segment, e.g. `/manage/tags/`) contains the page.
 */
export function activeRoute(pathname: string, groups: NavGroup[]): RouteName | null {
  const items = groups.flatMap((group) => group.items)
  const exact = items.find((item) => routePath(item.route) === pathname)
  if (exact) return exact.route
  const within = items.find((item) => {
    const path = routePath(item.route)
    const section = path.slice(0, path.lastIndexOf('/') + 1)
    return section.split('/').length > 3 && pathname.startsWith(section)
  })
  return within?.route ?? null
}
