import { useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { errorText } from '@tessera/shared/errors/messages'
import { meUpdateInput } from '@tessera/shared/schemas/user'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { PasswordField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { resolverOf, schemaErrors } from '../../../lib/form-validation'
import { updateMe } from '../api/me'

type Values = { current_password: string; password: string; password_confirmation: string }

const empty: Values = { current_password: '', password: '', password_confirmation: '' }

/** Change password (spec "accounts" §2, Details): the current password, the new one and its confirmation. */
export function ChangePasswordCard() {
  const { t, i18n } = useLingui()
  const validate = (values: Values) => {
    const errors = schemaErrors(meUpdateInput, values, i18n)
    const required = errorText(i18n, 'required')
    if (!values.current_password) errors.current_password = required
    if (!values.password) errors.password = required
    if (values.password_confirmation !== values.password && !errors.password_confirmation) {
      errors.password_confirmation = errorText(i18n, 'password_confirmation_mismatch')
    }
    return errors
  }
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: empty,
    resolver: resolverOf(validate),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateMe(values)
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
