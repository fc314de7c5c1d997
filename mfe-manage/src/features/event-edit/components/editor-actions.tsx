import type { RoleName } from '@tessera/shared/domain/access/roles'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@tessera/shared/ui/button'
import { DuplicateButton } from '../../../components/event-actions/duplicate-button'

type EditorActionsProps = {
  eventName: string
  organizerRole?: RoleName
  invalid: boolean
  saving: boolean
  onUpdate: () => void
  onUpdateAndPreview: () => void
  onDuplicate: () => void
}

/** Update, Update & Preview and Duplicate (spec "events" §2); saving waits for a valid form. */
export function EditorActions({
  eventName,
  organizerRole,
  invalid,
  saving,
  onUpdate,
  onUpdateAndPreview,
  onDuplicate,
}: EditorActionsProps) {
  const { t } = useLingui()
  const blocked = invalid || saving
  return (
    <div className="ts-event-edit__actions">
      <Button
        onClick={onUpdate}
        disabled={blocked}
        loading={saving}
        aria-describedby={invalid ? 'event-edit-issues' : undefined}
      >
        {t({ message: 'Update', comment: 'button' })}
      </Button>
      <Button
        variant="secondary"
        onClick={onUpdateAndPreview}
        disabled={blocked}
        aria-describedby={invalid ? 'event-edit-issues' : undefined}
      >
        {t({ message: 'Update & Preview', comment: 'button' })}
      </Button>
      <DuplicateButton
        eventName={eventName}
        organizerRole={organizerRole}
        onDuplicate={onDuplicate}
      />
    </div>
  )
}
