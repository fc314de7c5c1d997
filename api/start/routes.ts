/*
| Routes. The HTTP contract is docs/API.md; everything under /api/v1 answers JSON:API.
| Any other GET is a front-end file or the shell's index.html.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import {
  throttleHumanCheck,
  throttlePasswordForgotPerEmail,
  throttlePasswordForgotPerIp,
  throttleRegister,
  throttleVerificationResends,
} from '#services/accounts/throttles'
import { throttleContactPerEvent, throttleContactPerIp } from '#services/public/contact_throttles'
import {
  throttleBookingReads,
  throttleCancellations,
  throttleConfirmationResends,
  throttleOrdersPerAddress,
} from '#services/orders/order_throttles'
import { throttleCspReports } from '#services/csp/csp_throttles'

const HealthController = () => import('#controllers/health_controller')
const ClientConfigController = () => import('#controllers/client_config_controller')
const FrontendController = () => import('#controllers/frontend_controller')
const ScannerWorkersController = () => import('#controllers/scanner_workers_controller')
const DevMailController = () => import('#controllers/dev_mail_controller')
const AuthRegistrationsController = () => import('#controllers/auth_registrations_controller')
const AuthSessionsController = () => import('#controllers/auth_sessions_controller')
const AuthPasswordResetLinksController = () =>
  import('#controllers/auth_password_reset_links_controller')
const AuthPasswordResetsController = () => import('#controllers/auth_password_resets_controller')
const HumanCheckChallengesController = () =>
  import('#controllers/human_check_challenges_controller')
const MeController = () => import('#controllers/me_controller')
const DashboardSalesController = () => import('#controllers/dashboard_sales_controller')
const EmailVerificationsController = () => import('#controllers/email_verifications_controller')
const MyTicketsController = () => import('#controllers/my_tickets_controller')
const UsersController = () => import('#controllers/users_controller')
const RolesController = () => import('#controllers/roles_controller')
const TicketsController = () => import('#controllers/tickets_controller')
const EventTicketsController = () => import('#controllers/event_tickets_controller')
const UploadsController = () => import('#controllers/uploads_controller')
const AssetsController = () => import('#controllers/assets_controller')
const UploadedFilesController = () => import('#controllers/uploaded_files_controller')
const PublicPagesController = () => import('#controllers/public_pages_controller')
const PublicListingPagesController = () => import('#controllers/public_listing_pages_controller')
const EventsController = () => import('#controllers/events_controller')
const EventDuplicatesController = () => import('#controllers/event_duplicates_controller')
const CategoriesController = () => import('#controllers/categories_controller')
const TagsController = () => import('#controllers/tags_controller')
const VenuesController = () => import('#controllers/venues_controller')
const PublicEventsController = () => import('#controllers/public_events_controller')
const PublicEventCalendarsController = () =>
  import('#controllers/public_event_calendars_controller')
const PublicEventPreviewsController = () => import('#controllers/public_event_previews_controller')
const PublicOrganizerEventsController = () =>
  import('#controllers/public_organizer_events_controller')
const PublicBookingsController = () => import('#controllers/public_bookings_controller')
const PublicBookingReleasesController = () =>
  import('#controllers/public_booking_releases_controller')
const PublicBookingCancellationsController = () =>
  import('#controllers/public_booking_cancellations_controller')
const PublicTicketsController = () => import('#controllers/public_tickets_controller')
const PublicTicketQrCodesController = () => import('#controllers/public_ticket_qr_codes_controller')
const PublicContactMessagesController = () =>
  import('#controllers/public_contact_messages_controller')
const PaymentWebhooksController = () => import('#controllers/payment_webhooks_controller')
const SandboxCheckoutsController = () => import('#controllers/sandbox_checkouts_controller')
const PaymentReturnsController = () => import('#controllers/payment_returns_controller')
const PublicCartProductsController = () => import('#controllers/public_cart_products_controller')
const OrdersController = () => import('#controllers/orders_controller')
const EventAttendeesController = () => import('#controllers/event_attendees_controller')
const EventAttendeeExportsController = () =>
  import('#controllers/event_attendee_exports_controller')
const ManagedOrdersController = () => import('#controllers/managed_orders_controller')
const OrderCancellationsController = () => import('#controllers/order_cancellations_controller')
const OrderConfirmationsController = () => import('#controllers/order_confirmations_controller')
const CheckInLookupsController = () => import('#controllers/check_in_lookups_controller')
const CheckInsController = () => import('#controllers/check_ins_controller')
const CheckInBundlesController = () => import('#controllers/check_in_bundles_controller')
const DoorLinksController = () => import('#controllers/door_links_controller')
const CspReportsController = () => import('#controllers/csp_reports_controller')
// make:resource: controllers (scripts/make-resource.mjs adds a resource's controller above)

router
  .group(() => {
    router.get('/health', [HealthController, 'show'])
    router.get('/ready', [HealthController, 'ready'])
    router.get('/config', [ClientConfigController, 'show'])

    // Accounts (docs/API.md, "Accounts"; rate limits in config/limits.ts)
    router.post('/register', [AuthRegistrationsController, 'store']).use(throttleRegister)
    router
      .get('/human-check/challenge', [HumanCheckChallengesController, 'show'])
      .use(throttleHumanCheck)
    router.post('/login', [AuthSessionsController, 'store'])
    router.post('/logout', [AuthSessionsController, 'destroy']).use(middleware.auth())
    router
      .post('/password-forgot', [AuthPasswordResetLinksController, 'store'])
      .use([throttlePasswordForgotPerIp, throttlePasswordForgotPerEmail])
    router.post('/password-reset', [AuthPasswordResetsController, 'store'])
    router.get('/me', [MeController, 'show']).use(middleware.auth())
    router.patch('/me', [MeController, 'update']).use(middleware.auth())
    // E-mail verification and My tickets (issue 11 item 7; docs/API.md "Accounts")
    router.post('/email-verification', [EmailVerificationsController, 'store'])
    router
      .post('/me/email-verification', [EmailVerificationsController, 'resend'])
      .use([middleware.auth(), throttleVerificationResends])
    router.get('/me/tickets', [MyTicketsController, 'index']).use(middleware.auth())
    router.get('/dashboard/sales', [DashboardSalesController, 'show']).use(middleware.auth())
    // The console (docs/API.md "Authorization"): after auth, `middleware.console()` refuses others
    router
      .resource('users', UsersController)
      .apiOnly()
      .use('*', [middleware.auth(), middleware.console()])
    router
      .resource('roles', RolesController)
      .apiOnly()
      .use('*', [middleware.auth(), middleware.console()])

    // Events and what they are filed under (docs/API.md "Resources", "Management extras")
    router.resource('events', EventsController).apiOnly().use('*', middleware.auth())
    router
      .post('/events/:id/duplicate', [EventDuplicatesController, 'store'])
      .use(middleware.auth())
    router
      .resource('categories', CategoriesController)
      .apiOnly()
      .use('*', middleware.auth())
      .use(['store', 'update', 'destroy'], middleware.console())
    router.resource('tags', TagsController).apiOnly().use('*', middleware.auth())
    router.resource('venues', VenuesController).apiOnly().use('*', middleware.auth())
    // make:resource: routes (scripts/make-resource.mjs adds an owner-scoped resource above)

    // Ticket types, their offers on events, uploads and files (docs/API.md "Tickets", "Uploads")
    router.resource('tickets', TicketsController).apiOnly().use('*', middleware.auth())
    router.resource('event-tickets', EventTicketsController).apiOnly().use('*', middleware.auth())
    router
      .group(() => {
        router.post('/events/:id/hero', [UploadsController, 'hero'])
        router.post('/events/:id/images', [UploadsController, 'images'])
        router.post('/events/:id/documents', [UploadsController, 'documents'])
        router.post('/event-tickets/:id/floor-plan', [UploadsController, 'floorPlan'])
        router.post('/users/:id/profile', [UploadsController, 'profile'])
      })
      .prefix('/uploads')
      .use(middleware.auth())
    router.delete('/assets/:id', [AssetsController, 'destroy']).use(middleware.auth())

    // The public event page (docs/API.md "Public"): no account; the preview is the owner's
    router.get('/public/events/:code', [PublicEventsController, 'show'])
    router.get('/public/events/:code/calendar.ics', [PublicEventCalendarsController, 'show'])
    // An organizer's public collection and calendar (issue 12): published events only
    router.get('/public/organizers/:uuid/events', [PublicOrganizerEventsController, 'index'])
    router.get('/public/organizers/:uuid/calendar', [PublicOrganizerEventsController, 'calendar'])
    // What a buyer receives (issue 9): the booking behind its secret link, a ticket by its code
    router
      .get('/public/bookings/:code', [PublicBookingsController, 'show'])
      .use(throttleBookingReads)
    router
      .post('/public/bookings/:code/cancellation', [PublicBookingCancellationsController, 'store'])
      .use(throttleCancellations)
    // A held booking let go by its buyer, to start again (issue 26 item 2)
    router
      .post('/public/bookings/:code/release', [PublicBookingReleasesController, 'store'])
      .use(throttleCancellations)
    router.get('/public/tickets/:code', [PublicTicketsController, 'show']).use(throttleBookingReads)
    router
      .get('/public/tickets/:code/qr.svg', [PublicTicketQrCodesController, 'show'])
      .use(throttleBookingReads)
    router
      .post('/email/contact-organizer', [PublicContactMessagesController, 'store'])
      .use([throttleContactPerIp, throttleContactPerEvent])
    router
      .get('/events/:id/public-view', [PublicEventPreviewsController, 'show'])
      .use(middleware.auth())

    // Orders (docs/API.md "Public", docs/ARCHITECTURE.md "Orders"): no account
    router.post('/orders', [OrdersController, 'store']).use(throttleOrdersPerAddress)

    // Behind the door (issue 11; docs/API.md "Guest list and bookings"): own events' guests
    router.get('/events/:id/attendees', [EventAttendeesController, 'index']).use(middleware.auth())
    router
      .get('/events/:id/attendees.csv', [EventAttendeeExportsController, 'show'])
      .use(middleware.auth())
    router.get('/orders', [ManagedOrdersController, 'index']).use(middleware.auth())
    router.get('/orders/:id', [ManagedOrdersController, 'show']).use(middleware.auth())
    router
      .post('/orders/:id/cancellation', [OrderCancellationsController, 'store'])
      .use(middleware.auth())
    router
      .post('/orders/:id/confirmation', [OrderConfirmationsController, 'store'])
      .use([middleware.auth(), throttleConfirmationResends])
    // At the door (docs/API.md "Check-in"): the organizer's token or a door-staff link's
    router
      .group(() => {
        router.get('/check-in/:code', [CheckInLookupsController, 'show'])
        router.post('/check-ins', [CheckInsController, 'store'])
        router.get('/events/:id/check-in-bundle', [CheckInBundlesController, 'show'])
        router.get('/events/:id/check-in-counts', [CheckInBundlesController, 'counts'])
        router.get('/door-links/current', [DoorLinksController, 'current'])
      })
      .use(middleware.checkInAuth())
    router.get('/events/:id/door-links', [DoorLinksController, 'index']).use(middleware.auth())
    router.post('/door-links', [DoorLinksController, 'store']).use(middleware.auth())
    router.delete('/door-links/:id', [DoorLinksController, 'destroy']).use(middleware.auth())

    // Payments (docs/ARCHITECTURE.md "Payments"): signed provider webhooks, read as raw bytes
    router.post('/payments/:provider/webhook/:organizer?', [PaymentWebhooksController, 'store'])
  })
  .prefix('/api/v1')
  .use(middleware.jsonApi())

// The cart provider's product crawler reads plain JSON (docs/API.md "Public")
router.get('/api/v1/public/cart/tickets/:ticketId/events/:eventId/qty/:quantity', [
  PublicCartProductsController,
  'show',
])

// Content-Security-Policy violations (docs/API.md "Security reports"): browsers' own media types
router.post('/api/v1/csp-reports', [CspReportsController, 'store']).use(throttleCspReports)

router.get('/mfe-manifest.json', [FrontendController, 'manifest'])
// The scanner's offline worker (docs/ARCHITECTURE.md "Offline scanning")
router.get('/scanner-sw.js', [ScannerWorkersController, 'show'])
router.get('/dev/mail', [DevMailController, 'index'])
router.get('/dev/mail/:file', [DevMailController, 'show'])
router.get('/dev/mail/:file/html', [DevMailController, 'html'])
router.get('/uploads/*', [UploadedFilesController, 'show'])
router.get('/event/:code', [PublicPagesController, 'show'])
router.get('/collections/:uuid', [PublicListingPagesController, 'collection'])
router.get('/calendar/:uuid', [PublicListingPagesController, 'calendar'])
// The payment pages on the API's origin (docs/ARCHITECTURE.md "Payments")
router.get('/payments/sandbox/checkout/:code', [SandboxCheckoutsController, 'show'])
router.post('/payments/sandbox/checkout/:code', [SandboxCheckoutsController, 'store'])
router.get('/payments/return.js', [PaymentReturnsController, 'script'])
router.get('/payments/return/:code', [PaymentReturnsController, 'show'])
router.get('*', [FrontendController, 'show'])
