import type { CheckInRefusal } from '@tessera/shared/domain/check-in/check-in-decision'
import { decideScan } from '@tessera/shared/domain/check-in/check-in-decision'
import type { BundleEntry, CheckInTicket } from '@tessera/shared/schemas/check-in'
import type { IndexedBundle } from './check-in-bundle'
import type { ScanRefusal } from './scan-refusals'

/** What the door shows of a ticket (names and ticket type only: no e-mail, no code). */
type DoorEntry = Omit<BundleEntry, 'code_hash'>

/** A ticket a scan found, `admitted` counting this device's scans the API has not had yet. */
export type FoundAttendee = DoorEntry & { admitted: number }

export type FindResult = { ok: true; attendee: FoundAttendee } | { ok: false; reason: ScanRefusal }

/** The API's answer for a code: its ticket, `null` when it knows none, or `offline`. */
export type LookUp = (code: string) => Promise<CheckInTicket | null | 'offline'>

/** Refusals the device's own rule settles; the others may be out of date and are asked online. */
const FINAL: CheckInRefusal[] = ['not_a_url', 'not_a_ticket', 'other_event', 'invalid_signature']

/**
 * What a scanned link shows: the shared rule decides on the device (shape, event, signature with
 * the event's public key, the bundle's entry); then, with a network, the API's current counts
 * replace the bundle's (a ticket booked or admitted elsewhere since the last refresh).
 */
export async function findTicket(
  text: string,
  bundle: IndexedBundle | undefined,
  pending: Map<string, number>,
  lookUp: LookUp,
): Promise<FindResult> {
  if (!bundle?.public_key) return { ok: false, reason: 'no_bundle' }
  const withPending = (entry: DoorEntry): FoundAttendee => ({
    id: entry.id,
    name: entry.name,
    ticket_name: entry.ticket_name,
    quantity: entry.quantity,
    checked_in_qty: entry.checked_in_qty,
    status: entry.status,
    payment_state: entry.payment_state,
    admitted: entry.checked_in_qty + (pending.get(entry.id) ?? 0),
  })
  const decision = await decideScan({
    text,
    eventId: bundle.event_id,
    publicKey: bundle.public_key,
    entryFor: (id) => {
      const entry = bundle.byId.get(id)
      return entry && { ...entry, checked_in_qty: withPending(entry).admitted }
    },
  })
  if (!decision.ok && FINAL.includes(decision.reason)) return { ok: false, reason: decision.reason }
  const fresh = await lookUp(decision.code!)
  if (fresh === null) return { ok: false, reason: 'unknown_ticket' }
  if (fresh !== 'offline') return found(withPending(fresh))
  const entry = decision.attendeeId ? bundle.byId.get(decision.attendeeId) : undefined
  if (!entry || (!decision.ok && decision.reason !== 'already_checked_in'))
    return { ok: false, reason: decision.ok ? 'unknown_ticket' : decision.reason }
  return found(withPending(entry))
}

function found(attendee: FoundAttendee): FindResult {
  return attendee.status === 'cancelled'
    ? { ok: false, reason: 'cancelled' }
    : { ok: true, attendee }
}
