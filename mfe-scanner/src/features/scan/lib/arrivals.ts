import type { BundleEntry, CheckInCounts } from '@tessera/shared/schemas/check-in'
import type { QueuedScan } from './scan-queue'

export type Arrivals = {
  arrived: number
  expected: number
  byGate: [gate: string, arrived: number][]
}

/**
 * The live counter: people arrived out of people expected, in total and per gate. The API's
 * counts (every device) when they could be read, else the bundle's; plus this device's scans the
 * API has not had yet.
 */
export function arrivals(
  counts: CheckInCounts | undefined,
  attendees: BundleEntry[],
  scans: QueuedScan[],
): Arrivals {
  const base = counts ?? countsOfBundle(attendees)
  const byGate = new Map<string, number>()
  for (const { gate, arrived } of base.gates) if (gate !== null) byGate.set(gate, arrived)
  let arrived = base.arrived
  for (const scan of scans) {
    if (scan.state !== 'pending') continue
    arrived += scan.quantity
    byGate.set(scan.gate, (byGate.get(scan.gate) ?? 0) + scan.quantity)
  }
  const gates = [...byGate.entries()].sort(([a], [b]) => a.localeCompare(b))
  return { arrived, expected: base.expected, byGate: gates }
}

function countsOfBundle(attendees: BundleEntry[]): CheckInCounts {
  let arrived = 0
  let expected = 0
  for (const entry of attendees) {
    if (entry.status !== 'completed') continue
    arrived += entry.checked_in_qty
    expected += entry.quantity
  }
  return { arrived, expected, gates: [] }
}
