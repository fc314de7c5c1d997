import type { DoorApi } from '../api/door-api'
import type { BundleAttendee } from './check-in-bundle'
import type { QueuedScan, ScanStore } from './scan-queue'

/** Where a scan happens: the gate staff named and this device's id. */
export type DoorPlace = { gate: string; device: string }

/**
 * What admitting did: applied by the API (`applied` its new checked-in count), queued on the
 * device without a network (`applied` null), or refused.
 */
export type Admission =
  { ok: true; applied: number | null } | { ok: false; reason: 'already_checked_in' }

/**
 * Admits `quantity` of an attendee's party: decided first by the shared rule on what the device
 * knows (its bundle plus its own queued scans), then sent at once; with no answer the scan waits
 * in the queue, its nonce making the later upload count once.
 */
export async function admitLocally(
  doorApi: DoorApi,
  store: ScanStore,
  request: {
    eventId: string
    attendee: BundleAttendee & { admitted: number }
    quantity: number
    place: DoorPlace
  },
): Promise<Admission> {
  const { eventId, attendee, quantity, place } = request
  if (quantity < 1 || attendee.admitted + quantity > attendee.quantity)
    return { ok: false, reason: 'already_checked_in' }
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
  const outcome = navigator.onLine ? await doorApi.sendScan(scan) : ({ kind: 'offline' } as const)
  if (outcome.kind === 'refused') return { ok: false, reason: 'already_checked_in' }
  await store.put({ ...scan, state: outcome.kind === 'applied' ? 'synced' : 'pending' })
  return { ok: true, applied: outcome.kind === 'applied' ? outcome.checked_in_qty : null }
}
