import { Controller, useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { errorText } from '@tessera/shared/errors/messages'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { userCreateInput } from '@tessera/shared/schemas/user'
import { Button, LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { TextField } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { toast } from '@tessera/shared/ui/toast'
import { reportFailure } from '../../../lib/failure'
import { resolverOf, schemaErrors } from '../../../lib/form-validation'
import { createUser } from '../api/users'
import { ConsolePasswordFields, useConsolePasswordRule } from './console-password-fields'
import { RoleSelect } from './role-select'

type Values = {
  name: string
  email: string
  role: string
  password: string
  password_confirmation: string
}

const defaults: Values = { name: '', email: '', role: '', password: '', password_confirmation: '' }

/** Console: Add User (spec "accounts" §2): name, email, role, password and its confirmation. */
export default function AddUserScreen() {
  const { t, i18n } = useLingui()
  const rule = useConsolePasswordRule()
  const validate = ({ role, ...attributes }: Values) => {
    const errors = rule.withMismatch(
      schemaErrors(userCreateInput, attributes, i18n, rule.wording),
      attributes,
    )
    return role ? errors : { ...errors, role: errorText(i18n, 'required') }
  }
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: defaults,
    resolver: resolverOf(validate),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async ({ role, ...attributes }) => {
    try {
      await createUser(attributes, role)
      toast(t`User added successfully`)
      navigate(routePath('usersList'))
    } catch (error) {
      reportFailure(error, {
        i18n,
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
    <>
      <PageHeader title={t`Add user`} />
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
          <ConsolePasswordFields register={register} errors={errors} />
          <div className="ts-card__actions">
            <LinkButton to={routePath('usersList')}>{t`Cancel`}</LinkButton>
            <Button type="submit" loading={isSubmitting}>
              {t`Add user`}
            </Button>
          </div>
        </form>
      </Card>
    </>
  )
}
