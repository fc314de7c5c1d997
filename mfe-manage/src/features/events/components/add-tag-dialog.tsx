import { useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_TAG_COLOR } from '@tessera/shared/domain/events/constants'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { tagInput, type Tag, type TagInput } from '@tessera/shared/schemas/tag'
import { TextField } from '@tessera/shared/ui/field'
import { Modal } from '@tessera/shared/ui/modal'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { useCreateTag } from '../../../reference/tags'
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
  const creation = useCreateTag()
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: schemaResolver(tagInput, i18n),
    defaultValues: { name: '', color: DEFAULT_TAG_COLOR } satisfies TagInput,
  })
  const { errors } = formState

  const submit = handleSubmit(async (values) => {
    try {
      const tag = await creation.mutateAsync(values)
      toast(t`Tag added successfully`)
      onAdded(tag)
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: { name: 'name', color: 'color' } })
    }
  })

  return (
    // The dialog sits inside the Add Event form: its submit must not reach that form.
    <form
      noValidate
      onSubmit={(event) => {
        event.stopPropagation()
        void submit(event)
      }}
    >
      <TextField
        label={t`Tag name`}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t`Colour`}
        type="color"
        className="ts-color-input"
        error={errors.color?.message}
        {...register('color')}
      />
      <FormActions cancel={onCancel} submitLabel={t`Add tag`} busy={formState.isSubmitting} />
    </form>
  )
}
