import { queryOptions, useQuery } from '@tanstack/react-query'
import { idbScanStore } from '../lib/scanner-db'

/** The scans this device made at an event, pending, synced or in conflict (IndexedDB). */
export const queuedScansQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['check-in-scans', eventId],
    queryFn: () => idbScanStore.scans(eventId),
    networkMode: 'always',
  })

export const useQueuedScans = (eventId: string) => useQuery(queuedScansQueryOptions(eventId))
