import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { errorText } from '@tessera/shared/errors/messages'
import { passwordResetInput } from '@tessera/shared/schemas/user'
import { navigate, useLocation } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { PasswordField } from '@tessera/shared/ui/field'
import { Link } from '@tessera/shared/ui/link'
import { toast } from '@tessera/shared/ui/toast'
import { AuthLayout } from '../../components/auth-layout'
import { useFormFailure } from '../../components/form-failure'
import { useSignIn } from '../../session/use-sign-in'

function InvalidLink({ message }: { message: string }) {
  return (
    <Alert tone="danger">
      <p>{message}</p>
      <p>
        <Link to={routePath('passwordEmail')}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </p>
    </Alert>
  )
}

const FIELDS = {
  token: 'token',
  email: 'email',
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const

/** Sets a new password from the e-mailed link, then signs in (spec "accounts" §4). */
export default function PasswordResetPage() {
  const { t, i18n } = useLingui()
  const { search } = useLocation()
  const token = search.get('token') ?? ''
  const email = search.get('email') ?? ''
  const alertFor = (error: ApiError) =>
    error.code === 'demo_mode' ? t`Password reset is disabled in the demo.` : null
  const signIn = useSignIn()
  const { register, handleSubmit, setError, formState } = useForm({
    // The link's token and address travel with the form; a refusal of either means a bad link.
    defaultValues: { token, email, password: '', password_confirmation: '' },
    resolver: schemaResolver(passwordResetInput, i18n),
  })
  const { errors } = formState
  const failed = useFormFailure(setError, FIELDS, alertFor)
  const invalid = !token || !email || errors.token !== undefined || errors.email !== undefined

  const onSubmit = handleSubmit(async (input) => {
    if (!(await signIn(() => api.post('password-reset', input), failed))) return
    toast(t`Your password has been changed.`)
    navigate(routePath('dashboard'), { replace: true })
  })

  return (
    <AuthLayout title={t`Choose a new password`}>
      {invalid ? (
        <InvalidLink message={errorText(i18n, 'invalid_reset_token')} />
      ) : (
        <>
          <p className="ts-auth__intro">
            <Trans>Choose a new password for {email}.</Trans>
          </p>
          {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
          <form className="ts-auth__form" onSubmit={onSubmit} noValidate>
            <PasswordField
              label={t`New password`}
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label={t`Password confirmation`}
              autoComplete="new-password"
              required
              error={errors.password_confirmation?.message}
              {...register('password_confirmation')}
            />
            <Button type="submit" loading={formState.isSubmitting} className="ts-auth__submit">
              {t`Save the new password`}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  )
}
