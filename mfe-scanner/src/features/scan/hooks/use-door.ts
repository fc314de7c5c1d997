import { useCallback, useEffect, useMemo } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { DoorApi } from '../api/check-in-api'
import { checkInBundleQueryOptions, useCheckInBundle } from '../api/get-check-in-bundle'
import { checkInCountsQueryOptions, useCheckInCounts } from '../api/get-check-in-counts'
import { queuedScansQueryOptions, useQueuedScans } from '../api/get-queued-scans'
import { admit, type DoorPlace } from '../lib/admission'
import { arrivals } from '../lib/arrivals'
import { withCheckedIn, type IndexedBundle } from '../lib/check-in-bundle'
import { findTicket, type FoundAttendee } from '../lib/find-ticket'
import { idbScanStore, storeBundle } from '../lib/scanner-db'
import { pendingPlaces, syncScans } from '../lib/scan-queue'
import { useOnline } from './use-online'

/**
 * One event's door: its bundle and counts (refreshed while online), the scans queued on this
 * device (synced whenever the network is back), finding a scanned link and admitting people.
 */
export function useDoor(doorApi: DoorApi, eventId: string, place: DoorPlace) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const bundle = useCheckInBundle(doorApi, eventId)
  const counts = useCheckInCounts(doorApi, eventId)
  const scans = useQueuedScans(eventId)
  const queued = useMemo(() => scans.data ?? [], [scans.data])
  const pending = useMemo(() => pendingPlaces(queued), [queued])

  const refresh = useCallback(async () => {
    for (const options of [
      queuedScansQueryOptions(eventId),
      checkInCountsQueryOptions(doorApi, eventId),
    ])
      await queryClient.invalidateQueries({ queryKey: options.queryKey })
  }, [queryClient, doorApi, eventId])

  const sync = useCallback(async () => {
    const result = await syncScans(idbScanStore, eventId, doorApi.sendScan)
    if (result.synced + result.conflicts === 0) return result
    await refresh()
    const { queryKey } = checkInBundleQueryOptions(doorApi, eventId)
    await queryClient.invalidateQueries({ queryKey })
    return result
  }, [doorApi, eventId, queryClient, refresh])

  useEffect(() => {
    if (online) void sync()
  }, [online, sync, bundle.dataUpdatedAt])

  const find = (text: string) => findTicket(text, bundle.data, pending, doorApi.lookUp)

  async function admitAttendee(attendee: FoundAttendee, quantity: number) {
    const admission = await admit(doorApi.sendScan, idbScanStore, {
      eventId,
      attendee,
      quantity,
      place,
    })
    if (admission.ok && admission.applied !== null) {
      const { queryKey } = checkInBundleQueryOptions(doorApi, eventId)
      await keepCount(queryClient, queryKey, attendee.id, admission.applied)
    }
    await refresh()
    return admission
  }

  const counted = arrivals(online ? counts.data : undefined, bundle.data?.attendees ?? [], queued)
  return { bundle, scans: queued, counts: counted, online, find, admit: admitAttendee, sync }
}

/**
 * An admitted count the API answered, into the cached and the stored bundle, so the device knows
 * it offline at once. A refresh already under way read the count before: it is cancelled.
 */
async function keepCount(client: QueryClient, key: readonly unknown[], id: string, count: number) {
  await client.cancelQueries({ queryKey: key })
  const old = client.getQueryData<IndexedBundle>(key)
  if (!old) return
  const changed = withCheckedIn(old, id, count)
  client.setQueryData(key, changed)
  const { byId: _index, ...bundle } = changed
  await storeBundle(bundle)
}
