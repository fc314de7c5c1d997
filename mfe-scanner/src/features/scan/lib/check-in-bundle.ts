import type { BundleEntry, CheckInBundle } from '@tessera/shared/schemas/check-in'

/** A bundle with its attendees found by id in one step (the shared rule's `entryFor`). */
export type IndexedBundle = CheckInBundle & { byId: Map<string, BundleEntry> }

export function indexBundle(bundle: CheckInBundle): IndexedBundle {
  return { ...bundle, byId: new Map(bundle.attendees.map((entry) => [entry.id, entry])) }
}

/**
 * The stored bundle brought up to date by a `?since=` read (docs/API.md "Check-in"): the changed
 * attendees replace their rows by `id`, and the revision moves on. A complete bundle replaces all.
 */
export function mergeBundle(stored: CheckInBundle, read: CheckInBundle): CheckInBundle {
  if (read.complete) return read
  const byId = new Map(stored.attendees.map((entry) => [entry.id, entry]))
  for (const entry of read.attendees) byId.set(entry.id, entry)
  return { ...read, complete: true, attendees: [...byId.values()] }
}

/** The bundle with one attendee's checked-in count as the API answered it. */
export function withCheckedIn(bundle: IndexedBundle, id: string, count: number): IndexedBundle {
  const entry = bundle.byId.get(id)
  if (!entry) return bundle
  const changed = { ...entry, checked_in_qty: count }
  const attendees = bundle.attendees.map((each) => (each.id === id ? changed : each))
  return { ...bundle, attendees, byId: new Map(bundle.byId).set(id, changed) }
}
