import type { CheckInEntry } from '@tessera/shared/domain/check-in/check-in-decision'
import { doorPaymentState } from '@tessera/shared/domain/check-in/door-payment-state'
import type { BundleEntry } from '@tessera/shared/schemas/check-in'

/** The columns a door entry is made of (attendee `a`, its line `l`, its order `o`). */
export const ENTRY_COLUMNS = `a.id, a.code_hash, a.name, a.quantity, a.checked_in_qty, a.status,
    l.ticket_name, o.total_cents, o.paid_at`

export type EntryRow = {
  id: number
  code_hash: string
  name: string
  quantity: number
  checked_in_qty: number
  status: string
  ticket_name: string
  total_cents: number
  paid_at: unknown
}

export function entryStatus(status: string): CheckInEntry['status'] {
  return status === 'cancelled' ? 'cancelled' : 'completed'
}

/** A row as the bundle's entry (and the decision's `CheckInEntry`). */
export function bundleEntryOf(row: EntryRow): BundleEntry {
  return {
    id: String(row.id),
    code_hash: row.code_hash,
    name: row.name,
    ticket_name: row.ticket_name,
    quantity: Number(row.quantity),
    checked_in_qty: Number(row.checked_in_qty),
    status: entryStatus(row.status),
    payment_state: doorPaymentState(row),
  }
}
