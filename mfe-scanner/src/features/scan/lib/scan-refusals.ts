import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CheckInRefusal } from '@tessera/shared/domain/check-in/check-in-decision'

/** Why a scan admits nobody: the shared rule's reasons, or no guest list on the device yet. */
export type ScanRefusal = CheckInRefusal | 'no_bundle'

/** What staff read for each refusal. */
export const REFUSAL_TEXT: Record<ScanRefusal, MessageDescriptor> = {
  not_a_url: msg`Only a ticket's link can be scanned.`,
  not_a_ticket: msg`This is not a ticket of Tessera.`,
  other_event: msg`This ticket is for another event.`,
  invalid_signature: msg`This ticket is forged or damaged: its signature does not hold.`,
  unknown_ticket: msg`This ticket is not on the guest list.`,
  cancelled: msg`This booking was cancelled.`,
  already_checked_in: msg`Already checked in: no places left on this ticket.`,
  no_bundle: msg`The guest list has not loaded yet.`,
}
