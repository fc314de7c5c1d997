import { parseTicketCode, verifyTicketCode } from '../tickets/ticket-code.js'
import { codeHash } from './code-hash.js'

/**
 * Why a scan or a check-in is refused (spec "events" §2 "QR scan", §4 "Check-in"; issue 11):
 * - `not_a_url`: the scanned text does not look like a web URL (the scanner accepts only those);
 * - `not_a_ticket`: a URL, but not `…/ticket/{code}` with a well-formed ticket code;
 * - `other_event`: a ticket of another event;
 * - `invalid_signature`: the code was not signed by this event's key (forged or altered);
 * - `unknown_ticket`: signed, but not (or no longer) a ticket the event knows;
 * - `cancelled`: its booking was cancelled;
 * - `already_checked_in`: no one of the party is left to admit, or more were asked than are left.
 */
export const CHECK_IN_REFUSALS = [
  'not_a_url',
  'not_a_ticket',
  'other_event',
  'invalid_signature',
  'unknown_ticket',
  'cancelled',
  'already_checked_in',
] as const
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number]

/** What the door knows of one ticket: a check-in bundle's entry, or the API's row. */
export type CheckInEntry = {
  id: string
  /** SHA-256 hex of the ticket's code. */
  code_hash: string
  quantity: number
  checked_in_qty: number
  status: 'completed' | 'cancelled'
}

export type AdmissionDecision =
  | { ok: true; remaining: number }
  | { ok: false; reason: 'cancelled' | 'already_checked_in'; remaining: number }

/**
 * Whether `quantity` more of a ticket's party may enter (spec "events" §4 "Check-in": up to
 * quantity minus checked_in_qty). `admittedLocally`: admissions this scanner made that the entry
 * does not count yet (queued offline). `remaining` is what is left before this admission.
 */
export function decideAdmission(
  entry: Pick<CheckInEntry, 'quantity' | 'checked_in_qty' | 'status'>,
  admittedLocally = 0,
  quantity = 1,
): AdmissionDecision {
  const remaining = Math.max(0, entry.quantity - entry.checked_in_qty - admittedLocally)
  if (entry.status === 'cancelled') return { ok: false, reason: 'cancelled', remaining: 0 }
  if (remaining === 0 || quantity > remaining) {
    return { ok: false, reason: 'already_checked_in', remaining }
  }
  return { ok: true, remaining }
}

export type ScanDecision =
  | { ok: true; code: string; attendeeId: string; remaining: number }
  | { ok: false; reason: CheckInRefusal; code?: string; attendeeId?: string; remaining: number }

export type CodeDecisionInput = {
  code: string
  /** The event the door is checking in (decimal id). */
  eventId: string
  /** The event's Ed25519 public key, 64 hex digits (the bundle's `public_key`). */
  publicKey: string
  /** The entry of the code's attendee id (from the bundle, or the API's row); none when unknown. */
  entryFor: (attendeeId: string) => CheckInEntry | null | undefined
  admittedLocally?: number
}

/**
 * The door's decision on a ticket code, offline or online: its shape, its event, its signature
 * (verified with the event's public key), the entry it names (whose code hash must match, so a
 * replaced code stops working), then `decideAdmission` for one more person.
 */
export async function decideTicketCode(input: CodeDecisionInput): Promise<ScanDecision> {
  const { code, eventId, publicKey, admittedLocally = 0 } = input
  const parsed = parseTicketCode(code)
  if (!parsed) return { ok: false, reason: 'not_a_ticket', remaining: 0 }
  const { attendeeId } = parsed
  if (parsed.eventId !== eventId) return { ok: false, reason: 'other_event', code, remaining: 0 }
  if (!(await verifyTicketCode(code, publicKey)).ok) {
    return { ok: false, reason: 'invalid_signature', code, remaining: 0 }
  }
  const entry = input.entryFor(attendeeId)
  if (!entry || entry.code_hash !== (await codeHash(code))) {
    return { ok: false, reason: 'unknown_ticket', code, attendeeId, remaining: 0 }
  }
  const admission = decideAdmission(entry, admittedLocally)
  return admission.ok
    ? { ok: true, code, attendeeId, remaining: admission.remaining }
    : { ok: false, reason: admission.reason, code, attendeeId, remaining: admission.remaining }
}

/** Looks like a web URL (spec "events" §5 "Scanner"): http(s), a host, no spaces. */
function webUrl(text: string): URL | null {
  const trimmed = text.trim()
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(trimmed)) return null
  try {
    return new URL(trimmed)
  } catch {
    return null
  }
}

/** The ticket code a scanned URL carries (`…/ticket/{code}`, any host), or null. */
export function ticketCodeOfUrl(url: URL): string | null {
  const match = /\/ticket\/([^/]+)\/?$/.exec(url.pathname)
  return match ? decodeURIComponent(match[1]!) : null
}

/**
 * The scanner's decision on a scanned text (spec "events" §2 "QR scan"): only URL-looking text is
 * considered; its ticket code then goes through `decideTicketCode`.
 */
export async function decideScan(
  input: Omit<CodeDecisionInput, 'code'> & { text: string },
): Promise<ScanDecision> {
  const url = webUrl(input.text)
  if (!url) return { ok: false, reason: 'not_a_url', remaining: 0 }
  const code = ticketCodeOfUrl(url)
  if (code === null) return { ok: false, reason: 'not_a_ticket', remaining: 0 }
  return decideTicketCode({ ...input, code })
}
