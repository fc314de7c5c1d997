import { useLingui } from '@lingui/react/macro'
import { Alert } from '@tessera/shared/ui/alert'
import { Modal } from '@tessera/shared/ui/modal'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { Spinner } from '@tessera/shared/ui/spinner'
import { useEvent } from '../../lib/events-api'
import { CloneForm } from './clone-form'

export type CloneDialogProps = {
  /** The event to duplicate. */
  eventId: string
  open: boolean
  /** Cancel, Escape or the close button. */
  onClose: () => void
  /** The copy was made (a toast says so); the caller opens it (spec "events" §4: clone, then preview). */
  onCloned: (newEventId: string) => void
}

/**
 * Duplicate Event (spec "events" §2, §4 "Clone"): asks for the copy's new start (not before today in
 * the event's time zone) and end, then POST /events/{id}/duplicate. Plans without duplication see
 * the form behind the premium overlay (the API refuses them too).
 */
export function CloneDialog({ eventId, open, onClose, onCloned }: CloneDialogProps) {
  const { t } = useLingui()
  const original = useEvent(eventId, [], open)
  let body
  if (original.error) {
    body = (
      <Alert
        tone="danger"
        title={t`Oops, something went wrong!`}
      >{t`The event could not be loaded.`}</Alert>
    )
  } else if (!original.data) {
    body = <Spinner />
  } else {
    body = <CloneForm event={original.data} onCancel={onClose} onCloned={onCloned} />
  }
  return (
    <Modal open={open} onClose={onClose} title={t`Duplicate event`}>
      <PremiumGate feature="duplicate_event" role={original.data?.organizer_role}>
        {body}
      </PremiumGate>
    </Modal>
  )
}
