import { decideAdmission } from '@tessera/shared/domain/check-in/check-in-decision'
import type { FoundAttendee } from './find-ticket'
import type { QueuedScan, ScanStore, SendOutcome } from './scan-queue'

/** Where a scan happens: the gate staff named and this device's id. */
export type DoorPlace = { gate: string; device: string }

/**
 * What admitting did: applied by the API (`applied` its new checked-in count), queued on the
 * device without a network (`applied` null), or refused.
 */
export type Admission =
  { ok: true; applied: number | null } | { ok: false; reason: 'already_checked_in' | 'cancelled' }

/**
 * Admits `quantity` of an attendee's party: decided first by the shared rule on what the device
 * knows (its bundle plus its own queued scans), then sent at once; with no answer the scan waits
 * in the queue, its nonce making the later upload count once.
 */
export async function admit(
  send: (scan: QueuedScan) => Promise<SendOutcome>,
  store: ScanStore,
  request: { eventId: string; attendee: FoundAttendee; quantity: number; place: DoorPlace },
): Promise<Admission> {
  const { eventId, attendee, quantity, place } = request
  const entry = { ...attendee, checked_in_qty: attendee.admitted }
  const decision = decideAdmission(entry, 0, quantity)
  if (!decision.ok) return decision
  const scan: QueuedScan = {
    nonce: crypto.randomUUID(),
    event_id: eventId,
    attendee_id: attendee.id,
    attendee_name: attendee.name,
    ticket_name: attendee.ticket_name,
    quantity,
    scanned_at: new Date().toISOString(),
    gate: place.gate,
    device: place.device,
    state: 'pending',
  }
  const outcome = navigator.onLine ? await send(scan) : ({ kind: 'offline' } as const)
  if (outcome.kind === 'refused') return { ok: false, reason: outcome.reason }
  await store.put({ ...scan, state: outcome.kind === 'applied' ? 'synced' : 'pending' })
  return { ok: true, applied: outcome.kind === 'applied' ? outcome.checked_in_qty : null }
}
