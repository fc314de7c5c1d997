import { useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { manualEntryValues } from '../lib/manual-entry-values'

/** Types or pastes a ticket's link instead of scanning it; only a ticket's URL is accepted. */
export function ManualEntry({ onRead }: { onRead: (url: string) => void }) {
  const { t, i18n } = useLingui()
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: schemaResolver(manualEntryValues, i18n, () => t`Paste the full link of a ticket.`),
    defaultValues: { link: '' },
  })
  const onSubmit = handleSubmit(({ link }) => {
    onRead(link)
    reset()
  })
  return (
    <form className="sc-manual" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t`Ticket link`}
        hint={t`Paste the link its QR code carries.`}
        autoComplete="off"
        inputMode="url"
        error={formState.errors.link?.message}
        {...register('link')}
      />
      <Button type="submit" variant="secondary">{t`Look up`}</Button>
    </form>
  )
}
