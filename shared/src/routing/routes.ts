import type { RoleName } from '../domain/access/roles.js'
import { canSeePayouts, canUseConsole, canUseDeveloperFeatures } from '../domain/access/roles.js'
import { canUse } from '../domain/access/plans.js'

/**
 * The URL space of the product (spec "accounts" §2, "events" §2), declared once. The shell uses it
 * to decide which micro-frontend is active, which layout frames it and which guard applies; each
 * micro-frontend maps the names it owns to screens and builds links with `routePath`.
 */
export type AppName = 'shell' | 'manage' | 'publicEvent' | 'scanner'
export type Guard = 'none' | 'signedIn' | 'signedOut'
export type Layout = 'frame' | 'bare'

export type RouteDef = {
  path: string
  app: AppName
  guard: Guard
  layout: Layout
  /** Who may open it; others see the not-found page (the API refuses them anyway). */
  allow?: (role: RoleName) => boolean
  /**
   * False while no screen renders the route yet (its issue has not landed): navigation, menus and
   * cards do not offer it. Each app's route test checks its screens against this flag.
   */
  served: boolean
}

const shell = (path: string, guard: Guard = 'signedOut'): RouteDef => ({
  path,
  app: 'shell',
  guard,
  layout: 'bare',
  served: true,
})
const manage = (path: string, allow?: (role: RoleName) => boolean): RouteDef => ({
  path,
  app: 'manage',
  guard: 'signedIn',
  layout: 'frame',
  allow,
  served: true,
})
const publicPage = (path: string): RouteDef => ({
  path,
  app: 'publicEvent',
  guard: 'none',
  layout: 'bare',
  served: true,
})
const scanner = (
  path: string,
  guard: Guard,
  layout: Layout,
  allow?: (role: RoleName) => boolean,
): RouteDef => ({ path, app: 'scanner', guard, layout, allow, served: true })
/** A route the product has but no screen renders yet. */
const planned = (def: Omit<RouteDef, 'served'>): RouteDef => ({ ...def, served: false })

export const ROUTES = {
  login: shell('/login'),
  register: shell('/register'),
  onboarding: shell('/offer-onboarding'),
  passwordEmail: shell('/password/email'),
  passwordReset: shell('/password/reset', 'none'),
  /** The e-mail verification link (`?token=`), signed in or not. */
  emailVerify: shell('/email/verify', 'none'),

  dashboard: manage('/manage/dashboard'),
  calendar: manage('/manage/calendar'),
  collections: manage('/manage/collections'),
  eventsList: manage('/manage/events/list-items'),
  eventAdd: manage('/manage/events/add-item'),
  eventEdit: manage('/manage/events/edit-item/:id'),
  eventPreview: manage('/manage/event/:id'),
  tagsList: manage('/manage/tags/list-tags'),
  tagAdd: manage('/manage/tags/add-tag'),
  tagEdit: manage('/manage/tags/edit-tag/:id'),
  surveysList: planned(manage('/manage/survey/list-surveys', canUseDeveloperFeatures)),
  speakersList: planned(manage('/manage/speakers/list-speakers')),
  sponsorsList: planned(manage('/manage/sponsors/list-sponsors')),
  attendeesList: manage('/manage/attendees/list-attendees'),
  attendeeTickets: manage('/manage/attendees/list-tickets'),
  bookingsList: manage('/manage/tickets/list-tickets'),
  payoutsList: planned(manage('/manage/reports/list-payouts', canSeePayouts)),
  venuesList: manage('/manage/venues/list-venues'),
  venueAdd: manage('/manage/venues/add-venue'),
  venueEdit: manage('/manage/venues/edit-venue/:id'),
  // make:resource: routes (scripts/make-resource.mjs adds a resource's list, add and edit above)
  categoriesList: manage('/console/categories/list-categories', canUseConsole),
  categoriesManageList: manage('/manage/categories/list-categories', canUseConsole),
  categoryAdd: manage('/console/categories/add-category', canUseConsole),
  categoryEdit: manage('/console/categories/edit-category/:id', canUseConsole),
  profile: manage('/console/user-profile'),
  usersList: manage('/console/users/list-users', canUseConsole),
  userAdd: manage('/console/users/management/add-user', canUseConsole),
  userEdit: manage('/console/users/management/edit-user/:id', canUseConsole),
  rolesList: manage('/console/roles/list-roles', canUseConsole),
  roleAdd: manage('/console/roles/management/add-role', canUseConsole),
  roleEdit: manage('/console/roles/management/edit-role/:id', canUseConsole),

  scanEvent: scanner('/manage/event-scan', 'signedIn', 'frame', (role) =>
    canUse(role, 'scan_tickets'),
  ),
  /** The scanner opened by a door-staff link (`{token}` its secret): no account, one event. */
  doorScan: scanner('/scan/:token', 'none', 'bare'),

  publicEvent: publicPage('/event/:code'),
  /** One ticket by its signed code: what its QR code opens. */
  publicTicket: publicPage('/ticket/:code'),
  /** A booking, reached from the confirmation e-mail's link (`?token=` the booking's secret). */
  publicBooking: publicPage('/booking/:code'),
  /** An organizer's public calendar (`{uuid}` the organizer's): their `show_on_calendar` events. */
  publicCalendar: publicPage('/calendar/:uuid'),
  /** An organizer's public collection (`uuid` the organizer's): published events shown on it. */
  publicCollection: publicPage('/collections/:uuid'),
} satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES

/** Path prefixes owned by an app: an unknown path under them is that app's not-found page. */
export const APP_PREFIXES: [
  prefix: string,
  app: AppName,
  def: Omit<RouteDef, 'path' | 'app' | 'served'>,
][] = [
  ['/manage/', 'manage', { guard: 'signedIn', layout: 'frame' }],
  ['/console/', 'manage', { guard: 'signedIn', layout: 'frame' }],
  ['/event/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/calendar/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/collections/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/speakers/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/sponsors/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/sponsor/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/ticket/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/booking/', 'publicEvent', { guard: 'none', layout: 'bare' }],
  ['/survey/', 'publicEvent', { guard: 'none', layout: 'bare' }],
]

export type RouteMatch = {
  name: RouteName | null
  params: Record<string, string>
  def: RouteDef
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/')
  const have = pathname.replace(/\/+$/, '').split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!
    if (part.startsWith(':')) {
      if (!have[i]) return null
      try {
        params[part.slice(1)] = decodeURIComponent(have[i]!)
      } catch {
        return null
      }
    } else if (part !== have[i]) return null
  }
  return params
}

/**
 * The route a pathname names; an unknown path under an app's prefix matches that app with
 * `name: null` (its not-found page); anything else is null (the shell's not-found page).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const [name, def] of Object.entries(ROUTES) as [RouteName, RouteDef][]) {
    const params = matchPattern(def.path, pathname)
    if (params) return { name, params, def }
  }
  for (const [prefix, app, rest] of APP_PREFIXES) {
    if (pathname.startsWith(prefix))
      return { name: null, params: {}, def: { path: prefix, app, served: false, ...rest } }
  }
  return null
}

/** Whether a link to `name` may be offered to `role`: a screen renders it and the role may open it. */
export function offers(name: RouteName, role: RoleName): boolean {
  const def: RouteDef = ROUTES[name]
  return def.served && (!def.allow || def.allow(role))
}

/** The URL of a named route: `routePath('userEdit', { id: 5 })`. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`routePath(${name}): missing ${key}`)
    return encodeURIComponent(String(value))
  })
}

/** Where the shell sends the visitor instead, if anywhere (spec: guarded routes go to Login). */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  if (pathname === '/' || pathname === '') return ROUTES.dashboard.path
  const match = matchRoute(pathname)
  if (!match) return null
  if (match.def.guard === 'signedIn' && !signedIn) {
    return `${ROUTES.login.path}?redirect=${encodeURIComponent(pathname + search)}`
  }
  if (match.def.guard === 'signedOut' && signedIn) return ROUTES.dashboard.path
  return null
}

/** A safe post-login destination: only same-origin paths are honoured. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return ROUTES.dashboard.path
  return value
}
