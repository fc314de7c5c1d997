import { z } from 'zod'
import { id, requiredText } from './common.js'
import { DOOR_PAYMENT_STATES } from '../domain/check-in/door-payment-state.js'

/**
 * Check-in at the door (docs/API.md "Check-in"; issue 11): the bodies the API takes and the
 * documents a scanner reads, online and from its offline bundle.
 */
export const GATE_MAX_LENGTH = 64
export const DEVICE_MAX_LENGTH = 64
/** Longest door-staff link lifetime: 30 days. */
export const DOOR_LINK_MAX_DAYS = 30

const instant = z.iso
  .datetime({ offset: true })
  .refine((value) => /^(19[7-9]\d|20\d\d)-/.test(value), {
    params: { code: 'date_out_of_range', min: 1970, max: 2099 },
  })
const label = (max: number) => z.string().trim().min(1).max(max).nullable().optional()

/**
 * POST /check-ins, `type: check-ins`. `quantity` > 0 admits that many of the party; < 0 undoes
 * that many earlier admissions (owner only). `nonce` is the scanner's id of this scan: the same
 * nonce is applied once, and answers the first result again.
 */
export const checkInInput = z.object({
  attendee_id: id,
  quantity: z
    .number()
    .int()
    .min(-1000)
    .max(1000)
    .refine((value) => value !== 0, { params: { code: 'invalid_value' } }),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** When the scan happened on the scanner's clock (ISO 8601 with offset). */
  scanned_at: instant,
  gate: label(GATE_MAX_LENGTH),
  device: label(DEVICE_MAX_LENGTH),
})
export type CheckInInput = z.input<typeof checkInInput>

/** POST /door-links, `type: door-links`: a scan-only link for one event and one gate. */
export const doorLinkInput = z.object({
  event_id: id,
  gate: requiredText(GATE_MAX_LENGTH),
  /** ISO 8601 with offset; after now and at most DOOR_LINK_MAX_DAYS ahead. */
  expires_at: instant,
})
export type DoorLinkInput = z.input<typeof doorLinkInput>

/** `GET /check-in/{code}`: the `attendees` resource of one ticket as the door sees it. */
export const checkInTicketAttributes = z.object({
  event_id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Only for the event's organizer (or staff); always null through a door-staff link. */
  email: z.string().nullable(),
  ticket_name: z.string(),
  quantity: z.number().int(),
  checked_in_qty: z.number().int(),
  remaining: z.number().int(),
  status: z.enum(['completed', 'cancelled']),
  payment_state: z.enum(DOOR_PAYMENT_STATES),
  /** Why no one more may enter, or null. */
  refusal: z.enum(['cancelled', 'already_checked_in']).nullable(),
})
export type CheckInTicket = z.infer<typeof checkInTicketAttributes> & { id: string }

/** `POST /check-ins` answers one `check-ins` resource: the scan as recorded. */
export const checkInAttributes = z.object({
  attendee_id: z.string(),
  quantity: z.number().int(),
  nonce: z.string(),
  outcome: z.enum(['admitted', 'refused']),
  /** The attendee's count once this scan was applied (or when it was refused). */
  checked_in_qty: z.number().int(),
  remaining: z.number().int(),
  scanned_at: z.string(),
  gate: z.string().nullable(),
  device: z.string().nullable(),
  created_at: z.string(),
})
export type CheckInRecord = z.infer<typeof checkInAttributes> & { id: string }

/** One admission of a ticket, as a 409's `meta.check_ins` lists them (who let the party in). */
export const admissionRecord = z.object({
  quantity: z.number().int(),
  gate: z.string().nullable(),
  device: z.string().nullable(),
  scanned_at: z.string(),
  by: z.enum(['organizer', 'door_link']),
})

/** The `meta` of a 409 `already_checked_in` / `ticket_cancelled` / `not_checked_in`. */
export const checkInConflictMeta = z.object({
  attendee: z.object({
    id: z.string(),
    quantity: z.number().int(),
    checked_in_qty: z.number().int(),
    remaining: z.number().int(),
    status: z.enum(['completed', 'cancelled']),
  }),
  check_ins: z.array(admissionRecord),
})
export type CheckInConflictMeta = z.infer<typeof checkInConflictMeta>

/** One attendee in the offline bundle (names and ticket types only: no e-mail, no phone). */
export const bundleEntry = z.object({
  id: z.string(),
  code_hash: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string(),
  ticket_name: z.string(),
  quantity: z.number().int(),
  checked_in_qty: z.number().int(),
  status: z.enum(['completed', 'cancelled']),
  payment_state: z.enum(DOOR_PAYMENT_STATES),
})
export type BundleEntry = z.infer<typeof bundleEntry>

/**
 * `GET /events/{id}/check-in-bundle[?since=R]`: a `check-in-bundles` resource (id: the event's).
 * `revision` grows with every change of an attendee the door cares about; with `since`, only the
 * attendees changed after that revision (`complete: false`), to merge by `id`.
 */
export const checkInBundleAttributes = z.object({
  event_id: z.string(),
  event_name: z.string(),
  /** Ed25519, 64 hex digits; null before the event's first ticket is signed. */
  public_key: z.string().nullable(),
  revision: z.number().int(),
  complete: z.boolean(),
  attendees: z.array(bundleEntry),
})
export type CheckInBundle = z.infer<typeof checkInBundleAttributes>

/** `GET /events/{id}/check-in-counts`: arrived / expected, in total and per gate. */
export const checkInCountsAttributes = z.object({
  expected: z.number().int(),
  arrived: z.number().int(),
  /** Admissions net of undos per gate; `gate: null` for check-ins made without a gate. */
  gates: z.array(z.object({ gate: z.string().nullable(), arrived: z.number().int() })),
})
export type CheckInCounts = z.infer<typeof checkInCountsAttributes>

/** The `door-links` resource. `token` and `url` only in the answer that creates it. */
export const doorLinkAttributes = z.object({
  event_id: z.string(),
  event_name: z.string(),
  gate: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  token: z.string().optional(),
  url: z.string().optional(),
})
export type DoorLink = z.infer<typeof doorLinkAttributes> & { id: string }
