import type { BundleAttendee } from './check-in-bundle'
import type { QueuedScan } from './scan-queue'

export type Arrivals = {
  arrived: number
  expected: number
  byGate: [gate: string, arrived: number][]
}

/**
 * The live counter: people arrived out of people expected, for the event (the bundle's counts plus
 * this device's scans the API has not counted yet) and per gate (this device's admissions).
 */
export function arrivals(attendees: BundleAttendee[], scans: QueuedScan[]): Arrivals {
  let arrived = 0
  let expected = 0
  for (const attendee of attendees) {
    arrived += attendee.checked_in_qty
    expected += attendee.quantity
  }
  const byGate = new Map<string, number>()
  for (const scan of scans) {
    if (scan.state === 'conflict') continue
    if (scan.state === 'pending') arrived += scan.quantity
    byGate.set(scan.gate, (byGate.get(scan.gate) ?? 0) + scan.quantity)
  }
  return { arrived, expected, byGate: [...byGate.entries()].sort(([a], [b]) => a.localeCompare(b)) }
}
