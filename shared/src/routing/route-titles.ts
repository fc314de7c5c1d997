import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { translate } from '../i18n/translate.js'
import type { RouteName } from './routes.js'

export const PRODUCT_NAME = 'Tessera'

/** The document title of every route, before " · Tessera" (the shell sets it on navigation). */
export const ROUTE_TITLES: Record<RouteName, MessageDescriptor> = {
  login: msg`Sign in`,
  register: msg`Create your account`,
  onboarding: msg`Start selling tickets today`,
  passwordEmail: msg`Reset your password`,
  passwordReset: msg`Choose a new password`,
  emailVerify: msg`Confirm your e-mail address`,
  dashboard: msg`Dashboard`,
  calendar: msg`Calendar`,
  collections: msg`Collection`,
  eventsList: msg`Events`,
  eventAdd: msg`Add event`,
  eventEdit: msg`Edit event`,
  eventPreview: msg`Event preview`,
  tagsList: msg`My Tags List`,
  tagAdd: msg`Add tag`,
  tagEdit: msg`Edit tag`,
  surveysList: msg`Surveys`,
  speakersList: msg`Speakers`,
  sponsorsList: msg`Sponsors`,
  attendeesList: msg`Guest management`,
  attendeeTickets: msg`My tickets`,
  bookingsList: msg`Bookings`,
  payoutsList: msg`Payouts`,
  venuesList: msg`Venues`,
  venueAdd: msg`Add venue`,
  venueEdit: msg`Edit venue`,
  // make:resource: titles (scripts/make-resource.mjs adds a resource's titles above)
  categoriesList: msg`Categories`,
  categoriesManageList: msg`Categories`,
  categoryAdd: msg`Add category`,
  categoryEdit: msg`Edit category`,
  profile: msg`My profile`,
  usersList: msg`Users`,
  userAdd: msg`Add user`,
  userEdit: msg`Edit user`,
  rolesList: msg`Roles`,
  roleAdd: msg`Add role`,
  roleEdit: msg`Edit role`,
  scanEvent: msg`Scan tickets`,
  doorScan: msg`Scan tickets`,
  publicEvent: msg`Event`,
  publicTicket: msg`Ticket`,
  publicBooking: msg`Your booking`,
  publicCalendar: msg`Calendar`,
  publicCollection: msg`Collection`,
}

const NOT_FOUND = msg`Page not found`

/**
 * The document title of a page: "Events · Tessera"; with the name of the record a screen shows,
 * "Jazz night · Edit event · Tessera"; "Page not found · Tessera" when no screen serves the route.
 */
export function documentTitle(i18n: I18n, route: RouteName | null, record?: string | null) {
  const page = translate(i18n, route ? ROUTE_TITLES[route] : NOT_FOUND)
  return [record, page, PRODUCT_NAME].filter(Boolean).join(' · ')
}
