import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { useLingui } from '@lingui/react/macro'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { meUpdateInput } from '@tessera/shared/schemas/user'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { PasswordField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { useUpdateMe } from '../api/update-me'

type Values = { current_password: string; password: string; password_confirmation: string }

const empty: Values = { current_password: '', password: '', password_confirmation: '' }

/** A password change needs the current password and a new one (the API's rule on `PATCH /me`). */
const passwordChange = z
  .object({
    current_password: z.string().min(1),
    password: z.string().min(1),
    password_confirmation: z.string(),
  })
  .and(meUpdateInput)

/** Change password (spec "accounts" §2, Details): the current password, the new one and its confirmation. */
export function ChangePasswordCard() {
  const { t, i18n } = useLingui()
  const update = useUpdateMe()
  const { register, handleSubmit, setError, reset, formState } = useForm({
    defaultValues: empty,
    resolver: schemaResolver(passwordChange, i18n),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values)
      toast(t`Password changed successfully`)
      reset(empty)
    } catch (error) {
      reportFailure(error, {
        i18n,
        setError,
        fields: {
          current_password: 'current_password',
          password: 'password',
          password_confirmation: 'password_confirmation',
        },
      })
    }
  })

  return (
    <Card title={t`Change password`}>
      <form noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t`Current password`}
          required
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label={t`New password`}
          hint={t`At least 8 characters.`}
          required
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t`Confirm the new password`}
          required
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" loading={isSubmitting}>
          {t`Change password`}
        </Button>
      </form>
    </Card>
  )
}
