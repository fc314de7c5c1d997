import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { ticketInput, type Ticket } from '@tessera/shared/schemas/ticket'
import { Button } from '@tessera/shared/ui/button'
import { TextArea, TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../../lib/failure'
import { schemaErrors } from '../../../lib/form-validation'
import { createTicketType } from '../api/ticketing'

type Values = { name: string; description: string }

/** "New ticket type" inline: name and description, both required (spec "events" §5). */
export function NewTicketTypeForm({
  onCreated,
  onCancel,
}: {
  onCreated: (ticket: Ticket) => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<Values>({ name: '', description: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const found = schemaErrors(ticketInput, values, i18n)
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const created = await createTicketType(values)
      toast(t`Ticket added successfully`)
      onCreated(created)
    } catch (error) {
      if (error instanceof ApiError && (error.fieldErrors.name || error.fieldErrors.description))
        setErrors(error.fieldErrors)
      else toast(failureText(error, i18n), 'danger')
    } finally {
      setBusy(false)
    }
  }

  const set = (field: keyof Values) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: '' }))
  }
  return (
    <form
      className="ts-ticketing__new-type"
      noValidate
      aria-label={t`New ticket type`}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <TextField
        label={t`Name`}
        required
        value={values.name}
        error={errors.name || null}
        onChange={(event) => set('name')(event.currentTarget.value)}
      />
      <TextArea
        label={t`Description`}
        required
        rows={2}
        value={values.description}
        error={errors.description || null}
        onChange={(event) => set('description')(event.currentTarget.value)}
      />
      <div className="ts-ticketing__row">
        <Button type="submit" loading={busy}>
          <Trans>Add ticket type</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
