import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { DEFAULT_TAG_COLOR } from '@tessera/shared/domain/events/constants'
import { tagInput, type Tag } from '@tessera/shared/schemas/tag'
import { Alert } from '@tessera/shared/ui/alert'
import { TextField } from '@tessera/shared/ui/field'
import { Modal } from '@tessera/shared/ui/modal'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../../lib/failure'
import { schemaErrors } from '../../../lib/form-validation'
import { createOwnTag } from '../api/event-options'
import { FormActions } from '../../../components/form-actions'

type AddTagDialogProps = { open: boolean; onClose: () => void; onAdded: (tag: Tag) => void }

/** The add-tag modal of Add Event (spec "events" §2): a name and a colour, green by default. */
export function AddTagDialog({ open, onClose, onAdded }: AddTagDialogProps) {
  const { t } = useLingui()
  return (
    <Modal open={open} onClose={onClose} title={t`Add tag`} size="sm">
      {open ? <AddTagForm onCancel={onClose} onAdded={onAdded} /> : null}
    </Modal>
  )
}

function AddTagForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: (tag: Tag) => void }) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState({ name: '', color: DEFAULT_TAG_COLOR })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const found = schemaErrors(tagInput, values, i18n)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const tag = await createOwnTag(values)
      toast(t`Tag added successfully`)
      onAdded(tag)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(fields)
      if (!fields.name && !fields.color) setFailure(failureText(error, i18n))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      {failure ? <Alert tone="danger" title={failure} /> : null}
      <TextField
        label={t`Tag name`}
        required
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(change) => setValues((current) => ({ ...current, name: change.target.value }))}
      />
      <TextField
        label={t`Colour`}
        type="color"
        className="ts-color-input"
        value={values.color}
        error={errors.color}
        onChange={(change) => setValues((current) => ({ ...current, color: change.target.value }))}
      />
      <FormActions cancel={onCancel} submitLabel={t`Add tag`} busy={busy} />
    </form>
  )
}
