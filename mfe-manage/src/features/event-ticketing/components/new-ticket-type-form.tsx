import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { ticketInput, type Ticket, type TicketInput } from '@tessera/shared/schemas/ticket'
import { Button } from '@tessera/shared/ui/button'
import { TextArea, TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { useCreateTicketType } from '../api/ticketing'

/** "New ticket type" inline: name and description, both required (spec "events" §5). */
export function NewTicketTypeForm({
  onCreated,
  onCancel,
}: {
  onCreated: (ticket: Ticket) => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const creation = useCreateTicketType()
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: schemaResolver(ticketInput, i18n),
    defaultValues: { name: '', description: '' } satisfies TicketInput,
  })
  const { errors } = formState

  const submit = handleSubmit(async (values) => {
    try {
      const created = await creation.mutateAsync(values)
      toast(t`Ticket added successfully`)
      onCreated(created)
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: { name: 'name', description: 'description' } })
    }
  })

  return (
    <form
      className="ts-ticketing__new-type"
      noValidate
      aria-label={t`New ticket type`}
      onSubmit={(event) => void submit(event)}
    >
      <TextField label={t`Name`} required error={errors.name?.message} {...register('name')} />
      <TextArea
        label={t`Description`}
        required
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="ts-ticketing__row">
        <Button type="submit" loading={formState.isSubmitting}>
          <Trans>Add ticket type</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
