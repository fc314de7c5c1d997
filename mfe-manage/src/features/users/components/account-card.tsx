import { Controller, useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { errorText } from '@tessera/shared/errors/messages'
import { userUpdateInput, type User } from '@tessera/shared/schemas/user'
import { $session, setSessionUser } from '@tessera/shared/stores/session'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { resolverOf, schemaErrors } from '../../../lib/form-validation'
import { toSessionUser } from '../../../lib/session-user'
import { updateUser } from '../api/users'
import { ConsolePasswordFields, useConsolePasswordRule } from './console-password-fields'
import { RoleSelect } from './role-select'

type Values = {
  name: string
  email: string
  role: string
  password: string
  password_confirmation: string
}

const valuesOf = (user: User): Values => ({
  name: user.name,
  email: user.email,
  role: user.roles[0]?.id ?? '',
  password: '',
  password_confirmation: '',
})

/** The account card of Edit User: name, email, role, and a new password sent only when filled in. */
export function AccountCard({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const rule = useConsolePasswordRule()
  const validate = ({ role, ...attributes }: Values) => {
    const errors = rule.withMismatch(
      schemaErrors(userUpdateInput, attributes, i18n, rule.wording),
      attributes,
    )
    return role ? errors : { ...errors, role: errorText(i18n, 'required') }
  }
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Values>({
    defaultValues: valuesOf(user),
    resolver: resolverOf(validate),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async ({ role, name, email, password, password_confirmation }) => {
    try {
      const updated = await updateUser(
        user.id,
        { name, email, ...(password ? { password, password_confirmation } : {}) },
        role,
      )
      if ($session.get()?.user?.id === updated.id) setSessionUser(toSessionUser(updated))
      toast(t`User updated successfully`)
      reset(valuesOf(updated))
    } catch (error) {
      reportFailure(error, {
        i18n,
        messages: { protected_record: t`You are not allowed to change data of default users.` },
        setError,
        fields: {
          name: 'name',
          email: 'email',
          roles: 'role',
          password: 'password',
          password_confirmation: 'password_confirmation',
        },
      })
    }
  })

  return (
    <Card title={t`Account`}>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Name`}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t`Email`}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          name="role"
          control={control}
          render={({ field }) => <RoleSelect required error={errors.role?.message} {...field} />}
        />
        <ConsolePasswordFields register={register} errors={errors} change />
        <Button type="submit" loading={isSubmitting}>
          {t`Save account`}
        </Button>
      </form>
    </Card>
  )
}
