import { verifyTicketCode } from '@tessera/shared/domain/tickets/ticket-code'
import { codeHash } from './code-hash'

/** One attendee as a scanner keeps it offline (docs/API.md "Check-in", the event's bundle). */
export type BundleAttendee = {
  id: string
  code_hash: string
  name: string
  ticket_name: string
  quantity: number
  checked_in_qty: number
  paid: boolean
}

/** Everything a scanner needs to admit people of one event without the network. */
export type CheckInBundle = {
  event_id: string
  public_key: string
  /** Where the next `?since=` read starts. */
  revision: string
  attendees: BundleAttendee[]
}

/** A bundle with its attendees found by code hash in one step. */
export type IndexedBundle = CheckInBundle & { byHash: Map<string, BundleAttendee> }

export function indexBundle(bundle: CheckInBundle): IndexedBundle {
  return { ...bundle, byHash: new Map(bundle.attendees.map((a) => [a.code_hash, a])) }
}

/** A bundle with the attendees a `?since=` read returned put in place of their old rows. */
export function mergeBundle(
  bundle: CheckInBundle,
  changes: Pick<CheckInBundle, 'revision' | 'attendees'>,
): CheckInBundle {
  const byId = new Map(bundle.attendees.map((attendee) => [attendee.id, attendee]))
  for (const attendee of changes.attendees) byId.set(attendee.id, attendee)
  return { ...bundle, revision: changes.revision, attendees: [...byId.values()] }
}

export type OfflineRefusal = 'malformed' | 'invalid_signature' | 'foreign_event' | 'unknown_ticket'

/**
 * A scanned code's attendee without the network: the signature must hold under the event's public
 * key (a forged or changed code is refused), the code must be of this event, and its hash must be
 * in the bundle.
 */
export async function findOffline(
  bundle: IndexedBundle,
  code: string,
): Promise<{ ok: true; attendee: BundleAttendee } | { ok: false; reason: OfflineRefusal }> {
  const check = await verifyTicketCode(code, bundle.public_key)
  if (!check.ok) return check
  if (check.eventId !== bundle.event_id) return { ok: false, reason: 'foreign_event' }
  const attendee = bundle.byHash.get(await codeHash(code))
  return attendee ? { ok: true, attendee } : { ok: false, reason: 'unknown_ticket' }
}
