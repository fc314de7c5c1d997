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
    label: msg`Events`,
    icon: 'events',
    items: [
      { route: 'dashboard', label: msg`Dashboard`, icon: 'dashboard' },
      { route: 'calendar', label: msg`Calendar`, icon: 'calendar' },
      { route: 'collections', label: msg`Collection`, icon: 'collection' },
      { route: 'eventsList', label: msg`Event list`, icon: 'events' },
    ],
  },
  {
    key: 'ticketing',
    label: msg`Ticketing`,
    icon: 'ticket',
    items: [
      { route: 'bookingsList', label: msg`Bookings`, icon: 'ticket' },
      { route: 'attendeesList', label: msg`Guest management`, icon: 'guests' },
      {
        route: 'attendeeTickets',
        label: msg`Attendee tickets`,
        icon: 'ticket',
        visibleTo: canUseDeveloperFeatures,
      },
      { route: 'payoutsList', label: msg`Payouts`, icon: 'payouts', visibleTo: canSeePayouts },
    ],
  },
  {
    key: 'resources',
    label: msg`Resources`,
    icon: 'resources',
    items: [
      { route: 'tagsList', label: msg`Tags`, icon: 'tag' },
      { route: 'venuesList', label: msg`Venues`, icon: 'venue' },
      { route: 'speakersList', label: msg`Speakers`, icon: 'speaker' },
      { route: 'sponsorsList', label: msg`Sponsors`, icon: 'sponsor' },
      {
        route: 'surveysList',
        label: msg`Surveys`,
        icon: 'survey',
        visibleTo: canUseDeveloperFeatures,
      },
    ],
  },
  {
    key: 'console',
    label: msg`Console`,
    icon: 'console',
    visibleTo: canUseConsole,
    items: [
      { route: 'usersList', label: msg`Users`, icon: 'users' },
      { route: 'categoriesList', label: msg`Categories`, icon: 'category' },
      { route: 'rolesList', label: msg`Roles`, icon: 'role' },
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
