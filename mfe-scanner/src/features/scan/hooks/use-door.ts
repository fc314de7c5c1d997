import { useCallback, useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { checkInBundleQueryOptions, useCheckInBundle } from '../api/get-check-in-bundle'
import { queuedScansQueryOptions, useQueuedScans } from '../api/get-queued-scans'
import type { DoorApi } from '../api/door-api'
import { findOffline, type BundleAttendee, type IndexedBundle } from '../lib/check-in-bundle'
import { admitLocally, type Admission, type DoorPlace } from '../lib/admission'
import { idbScanStore } from '../lib/scanner-db'
import { pendingPlaces, syncScans } from '../lib/scan-queue'
import { useOnline } from './use-online'

/** An attendee found by a scan, with the places this device admitted that the API has not counted. */
export type FoundAttendee = BundleAttendee & { admitted: number }

/**
 * One event's door: its bundle (refreshed while online), the scans queued on this device (synced
 * whenever the network is back), finding a scanned code and admitting people, online or not.
 */
export function useDoor(doorApi: DoorApi, eventId: string, place: DoorPlace) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const bundle = useCheckInBundle(doorApi, eventId)
  const scans = useQueuedScans(eventId)
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queuedScansQueryOptions(eventId).queryKey })
  }, [queryClient, eventId])

  const sync = useCallback(async () => {
    const result = await syncScans(idbScanStore, eventId, doorApi.sendScan)
    if (result.synced + result.conflicts > 0) {
      await refresh()
      await queryClient.invalidateQueries({
        queryKey: checkInBundleQueryOptions(doorApi, eventId).queryKey,
      })
    }
    return result
  }, [doorApi, eventId, queryClient, refresh])

  useEffect(() => {
    if (online) void sync()
  }, [online, sync, bundle.dataUpdatedAt])

  const pending = pendingPlaces(scans.data ?? [])

  async function find(code: string) {
    const data = bundle.data
    if (!data) return { ok: false as const, reason: 'no_bundle' as const }
    const found = await findOffline(data, code)
    if (!found.ok) return found
    const attendee = found.attendee
    const admitted = attendee.checked_in_qty + (pending.get(attendee.id) ?? 0)
    return { ok: true as const, attendee: { ...attendee, admitted } }
  }

  async function admit(attendee: FoundAttendee, quantity: number): Promise<Admission> {
    const admission = await admitLocally(doorApi, idbScanStore, {
      eventId,
      attendee,
      quantity,
      place,
    })
    if (admission.ok && admission.applied !== null) {
      queryClient.setQueryData<IndexedBundle>(
        checkInBundleQueryOptions(doorApi, eventId).queryKey,
        (old) => old && withCheckedIn(old, attendee.id, admission.applied!),
      )
    }
    await refresh()
    return admission
  }

  return { bundle, scans: scans.data ?? [], pending, online, find, admit, sync }
}

function withCheckedIn(bundle: IndexedBundle, id: string, checked: number): IndexedBundle {
  const attendees = bundle.attendees.map((a) =>
    a.id === id ? { ...a, checked_in_qty: checked } : a,
  )
  const byHash = new Map(bundle.byHash)
  for (const a of attendees) if (a.id === id) byHash.set(a.code_hash, a)
  return { ...bundle, attendees, byHash }
}
