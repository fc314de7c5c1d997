import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OfflineRefusal } from './check-in-bundle'

/** Why a scan admits nobody. */
export type ScanRefusal = OfflineRefusal | 'no_bundle' | 'already_checked_in'

/** What staff read for each refusal. */
export const REFUSAL_TEXT: Record<ScanRefusal, MessageDescriptor> = {
  malformed: msg`This is not a ticket of Tessera.`,
  invalid_signature: msg`This ticket is forged or damaged: its signature does not hold.`,
  foreign_event: msg`This ticket is for another event.`,
  unknown_ticket: msg`This ticket is not on the guest list (cancelled, or booked after the last update).`,
  no_bundle: msg`The guest list has not loaded yet.`,
  already_checked_in: msg`Already checked in: no places left on this ticket.`,
}
