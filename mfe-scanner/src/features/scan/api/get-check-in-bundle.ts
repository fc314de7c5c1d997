import { queryOptions, useQuery } from '@tanstack/react-query'
import { indexBundle, mergeBundle } from '../lib/check-in-bundle'
import { storeBundle, storedBundle } from '../lib/scanner-db'
import type { DoorApi } from './check-in-api'
import { isOffline } from './door-api'

/** How often an open scanner reads what other gates changed (the live counter). */
export const BUNDLE_REFRESH_MS = 10_000

/**
 * An event's offline bundle: the copy in IndexedDB brought up to date with `?since=` its revision
 * and stored again; with no network, the stored copy as it is (docs/ARCHITECTURE.md "Offline
 * scanning").
 */
export async function getCheckInBundle(doorApi: DoorApi, eventId: string, signal?: AbortSignal) {
  const stored = await storedBundle(eventId)
  try {
    const fresh = await doorApi.getBundle(eventId, stored?.revision ?? null, signal)
    if (stored && !fresh.complete && fresh.attendees.length === 0) return indexBundle(stored)
    const bundle = stored ? mergeBundle(stored, fresh) : fresh
    await storeBundle(bundle)
    return indexBundle(bundle)
  } catch (error) {
    if (stored && isOffline(error)) return indexBundle(stored)
    throw error
  }
}

export const checkInBundleQueryOptions = (doorApi: DoorApi, eventId: string) =>
  queryOptions({
    queryKey: ['check-in-bundles', eventId],
    queryFn: ({ signal }) => getCheckInBundle(doorApi, eventId, signal),
    networkMode: 'always',
    refetchInterval: BUNDLE_REFRESH_MS,
  })

export const useCheckInBundle = (doorApi: DoorApi, eventId: string) =>
  useQuery(checkInBundleQueryOptions(doorApi, eventId))
