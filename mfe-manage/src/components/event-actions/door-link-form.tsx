import { useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { doorLinkInput, type DoorLink } from '@tessera/shared/schemas/check-in'
import { Button } from '@tessera/shared/ui/button'
import { Select, TextField } from '@tessera/shared/ui/field'
import { useCreateDoorLink } from '../../lib/door-links-api'
import { reportFailure } from '../../lib/failure'

/** How long a new link works, in hours: a shift, a day, a weekend, a week, the longest allowed. */
const VALID_FOR_HOURS = [4, 12, 24, 72, 168, 720] as const

/** The form's values, sent as `POST /door-links` asks (the expiry counted from now). */
const doorLinkValues = (eventId: string) =>
  z
    .object({ gate: z.string(), valid_for: z.coerce.number() })
    .transform(({ gate, valid_for }) => ({
      gate,
      expires_at: new Date(Date.now() + valid_for * 3_600_000).toISOString(),
    }))
    .pipe(doorLinkInput.omit({ event_id: true }))
    .transform((attributes) => ({ ...attributes, event_id: eventId }))

type DoorLinkFormProps = { eventId: string; onCreated: (link: DoorLink) => void }

/** A new door-staff link: a gate name and how long it works. */
export function DoorLinkForm({ eventId, onCreated }: DoorLinkFormProps) {
  const { t, i18n } = useLingui()
  const create = useCreateDoorLink(eventId)
  const { register, handleSubmit, setError, reset, formState } = useForm({
    defaultValues: { gate: '', valid_for: '24' },
    resolver: schemaResolver(doorLinkValues(eventId), i18n),
  })
  const { errors, isSubmitting } = formState
  const hours = (n: number) => {
    const days = Math.round(n / 24)
    return n < 24 ? t`${n} hours` : n === 24 ? t`1 day` : t`${days} days`
  }

  const onSubmit = handleSubmit(async (attributes) => {
    try {
      onCreated(await create.mutateAsync(attributes))
      reset()
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: { gate: 'gate', expires_at: 'valid_for' } })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="ts-door-links__form">
      <TextField
        label={t`Gate`}
        required
        autoComplete="off"
        hint={t`Shown on the scanner and in the check-in counts, e.g. Main entrance.`}
        error={errors.gate?.message}
        {...register('gate')}
      />
      <Select
        label={t`Works for`}
        options={VALID_FOR_HOURS.map((n) => ({ value: String(n), label: hours(n) }))}
        error={errors.valid_for?.message}
        {...register('valid_for')}
      />
      <Button type="submit" loading={isSubmitting}>
        {t`Create link`}
      </Button>
    </form>
  )
}
