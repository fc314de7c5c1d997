import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { CheckInBundle } from '@tessera/shared/schemas/check-in'
import type { QueuedScan, ScanStore } from './scan-queue'

interface ScannerDb extends DBSchema {
  bundles: { key: string; value: CheckInBundle }
  scans: { key: string; value: QueuedScan; indexes: { event_id: string } }
}

let opened: Promise<IDBPDatabase<ScannerDb>> | null = null

/** The scanner's IndexedDB: each event's bundle (one record) and the scans made on this device. */
function scannerDb(): Promise<IDBPDatabase<ScannerDb>> {
  opened ??= openDB<ScannerDb>('tessera-scanner', 1, {
    upgrade(db) {
      db.createObjectStore('bundles', { keyPath: 'event_id' })
      db.createObjectStore('scans', { keyPath: 'nonce' }).createIndex('event_id', 'event_id')
    },
  })
  return opened
}

export async function storedBundle(eventId: string): Promise<CheckInBundle | undefined> {
  return (await scannerDb()).get('bundles', eventId)
}

export async function storeBundle(bundle: CheckInBundle): Promise<void> {
  await (await scannerDb()).put('bundles', bundle)
}

/** Queued scans in IndexedDB: they survive a reload and a lost network until they are synced. */
export const idbScanStore: ScanStore = {
  scans: async (eventId) => (await scannerDb()).getAllFromIndex('scans', 'event_id', eventId),
  put: async (scan) => {
    await (await scannerDb()).put('scans', scan)
  },
}
