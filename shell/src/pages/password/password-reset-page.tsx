import { Trans, useLingui } from '@lingui/react/macro'
import type { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
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
import { useForm } from '../../components/use-form'
import { completeSignIn } from '../../session/profile'

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

/** Sets a new password from the e-mailed link, then signs in (spec "accounts" §4). */
export default function PasswordResetPage() {
  const { t, i18n } = useLingui()
  const { search } = useLocation()
  const token = search.get('token') ?? ''
  const email = search.get('email') ?? ''
  const alertFor = (error: ApiError) =>
    error.code === 'demo_mode' ? t`Password reset is disabled in the demo.` : null
  const form = useForm({ password: '', password_confirmation: '' }, alertFor)
  const invalid =
    !token || !email || form.errors.token !== undefined || form.errors.email !== undefined

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    await form.submit(passwordResetInput, { ...form.values, token, email }, async (input) => {
      const body = await api.post('password-reset', input)
      try {
        await completeSignIn(body)
      } catch {
        toast(t`Oops, something went wrong with your account!`, 'danger')
      }
      toast(t`Your password has been changed.`)
      navigate(routePath('dashboard'), { replace: true })
    })
  }

  return (
    <AuthLayout title={t`Choose a new password`}>
      {invalid ? (
        <InvalidLink message={errorText(i18n, 'invalid_reset_token')} />
      ) : (
        <>
          <p className="ts-auth__intro">
            <Trans>Choose a new password for {email}.</Trans>
          </p>
          {form.alert ? <Alert tone="danger">{form.alert}</Alert> : null}
          <form className="ts-auth__form" onSubmit={onSubmit} noValidate>
            <PasswordField
              label={t`New password`}
              autoComplete="new-password"
              required
              {...form.bind('password')}
            />
            <PasswordField
              label={t`Password confirmation`}
              autoComplete="new-password"
              required
              {...form.bind('password_confirmation')}
            />
            <Button type="submit" loading={form.busy} className="ts-auth__submit">
              {t`Save the new password`}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  )
}
