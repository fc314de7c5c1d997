/** One admission made by this device, kept until the API has it (docs/ARCHITECTURE.md "Offline scanning"). */
export type QueuedScan = {
  /** The idempotency key of `POST /check-ins`: a re-upload of the same scan is applied once. */
  nonce: string
  event_id: string
  attendee_id: string
  attendee_name: string
  ticket_name: string
  quantity: number
  scanned_at: string
  gate: string
  device: string
  state: 'pending' | 'synced' | 'conflict'
  /** Other admissions of the same ticket the API reported when it refused this one. */
  conflict?: ConflictingScan[]
}

/** An admission that took the places a queued scan wanted: who let them in, where and when. */
export type ConflictingScan = {
  device: string | null
  gate: string | null
  quantity: number
  scanned_at: string
}

/** Where queued scans are kept: IndexedDB in the browser (`scanner-db.ts`), memory in tests. */
export interface ScanStore {
  scans(eventId: string): Promise<QueuedScan[]>
  put(scan: QueuedScan): Promise<void>
}

/** What the API answered to one uploaded scan; `offline` when no answer came. */
export type SendOutcome =
  | { kind: 'applied'; checked_in_qty: number }
  | { kind: 'refused'; reason: 'already_checked_in' | 'cancelled'; conflict: ConflictingScan[] }
  | { kind: 'offline' }

export type SyncResult = { synced: number; conflicts: number; offline: boolean }

/**
 * Uploads an event's pending scans in the order they were made. An applied or refused scan is
 * settled (a refusal is a conflict to show); a scan that got no answer stays pending, and so do the
 * ones after it, for the next attempt. The nonce makes a scan the API already had count once.
 */
export async function syncScans(
  store: ScanStore,
  eventId: string,
  send: (scan: QueuedScan) => Promise<SendOutcome>,
): Promise<SyncResult> {
  const result: SyncResult = { synced: 0, conflicts: 0, offline: false }
  const pending = (await store.scans(eventId)).filter((scan) => scan.state === 'pending')
  for (const scan of pending) {
    const outcome = await send(scan)
    if (outcome.kind === 'offline') return { ...result, offline: true }
    if (outcome.kind === 'applied') {
      await store.put({ ...scan, state: 'synced' })
      result.synced++
    } else {
      await store.put({ ...scan, state: 'conflict', conflict: outcome.conflict })
      result.conflicts++
    }
  }
  return result
}

/** Places this device admitted that the API has not counted yet, per attendee. */
export function pendingPlaces(scans: QueuedScan[]): Map<string, number> {
  const places = new Map<string, number>()
  for (const scan of scans) {
    if (scan.state !== 'pending') continue
    places.set(scan.attendee_id, (places.get(scan.attendee_id) ?? 0) + scan.quantity)
  }
  return places
}

/** An in-memory store (tests, and a browser without IndexedDB). */
export function memoryScanStore(initial: QueuedScan[] = []): ScanStore {
  const rows = new Map(initial.map((scan) => [scan.nonce, scan]))
  return {
    scans: async (eventId) => [...rows.values()].filter((scan) => scan.event_id === eventId),
    put: async (scan) => {
      rows.set(scan.nonce, scan)
    },
  }
}
