import env from '#start/env'

/**
 * Limits of the public endpoints, in one place (documented in docs/API.md, "Rate limits").
 * Durations are in seconds. A limit counts requests per key within a window; when it is used up
 * the key is refused with 429 `rate_limited` and `Retry-After` until the window ends.
 */
export const rateLimits = {
  /** Failed sign-ins for one e-mail from one IP (a success clears it). */
  loginPerEmail: { requests: 5, duration: 15 * 60 },
  /** Failed sign-ins from one IP, whatever the e-mail (slows password spraying). */
  loginPerIp: { requests: 30, duration: 15 * 60 },
  /** Registrations tried from one IP. */
  registerPerIp: { requests: 20, duration: 60 * 60 },
  /** Reset links asked from one IP. */
  passwordForgotPerIp: { requests: 10, duration: 15 * 60 },
  /** Reset links asked for one e-mail address (so nobody floods a mailbox). */
  passwordForgotPerEmail: { requests: 3, duration: 15 * 60 },
  /** Human-check challenges fetched from one IP. */
  humanCheckPerIp: { requests: 30, duration: 60 },
  /** Messages to organizers sent from one IP (whichever events). */
  contactOrganizerPerIp: { requests: 5, duration: 15 * 60 },
  /** Messages to the organizer of one event (so nobody floods an organizer's mailbox). */
  contactOrganizerPerEvent: { requests: 30, duration: 60 * 60 },
  /** Verification e-mails one account asks for again (registration's own is not counted). */
  verificationResends: { requests: 3, duration: 60 * 60 },
  /** Confirmation e-mails an organizer sends again for one booking. */
  confirmationResends: { requests: 3, duration: 60 * 60 },
  /**
   * Booking and ticket reads (the booking page, a ticket, its QR) from one client address, all
   * counted together: a crowd behind one venue or office network opens its pages at once, and a
   * booking of ten tickets loads ten QR codes; guessing booking numbers or codes stays slow.
   */
  bookingReadsPerAddress: { requests: env.get('BOOKING_READ_RATE_LIMIT') ?? 600, duration: 60 },
  /** Booking cancellations tried from one client address (each is checked against its token). */
  cancellationsPerAddress: { requests: 30, duration: 15 * 60 },
  /**
   * Content-Security-Policy reports from one client address: enough for a page that trips many
   * (a browser extension's injections), while nobody can fill the log.
   */
  cspReportsPerAddress: { requests: 60, duration: 60 },
} as const

export type RateLimit = (typeof rateLimits)[keyof typeof rateLimits]

/** The human check of registration (ALTCHA proof of work). */
export const humanCheck = {
  /** Largest secret number: about 5,000 SHA-256 hashes on average, well under a second in a browser. */
  maxNumber: 10_000,
  /** A challenge must be solved and used within this time. */
  expiresIn: 5 * 60,
}

/** E-mail verification links (`api/app/services/accounts/email_verification.ts`). */
export const emailVerification = {
  expiresInHours: 24,
}

/** Password reset links. */
export const passwordReset = {
  expiresInMinutes: 60,
}

/**
 * `POST /orders` (docs/API.md "Rate limits", docs/ARCHITECTURE.md "Orders"). Not frozen: load
 * tests raise `perAddress` (ORDER_RATE_LIMIT in a separate process).
 */
export const orderLimits = {
  /** Orders from one client address per minute: generous, a whole office may book behind one. */
  perAddress: { requests: env.get('ORDER_RATE_LIMIT') ?? 60, duration: 60 },
  /** How long a paid order holds its stock while the buyer pays. */
  holdMinutes: env.get('ORDER_HOLD_MINUTES') ?? 15,
  /** Pending (held) orders of one event at once, per buyer e-mail and per client address. */
  pendingPerEmail: 3,
  pendingPerAddress: 10,
  /** How long an `Idempotency-Key`'s answer is kept (Stripe's 24 hours); a later replay books anew. */
  keepAnswersHours: 24,
  /** How often each API process looks for holds that ran out (HOLD_SWEEPER=false: never). */
  sweepEverySeconds: 15,
}
