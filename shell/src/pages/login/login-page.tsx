import { Trans, useLingui } from '@lingui/react/macro'
import { api } from '@tessera/shared/api/management'
import { loginInput } from '@tessera/shared/schemas/user'
import { navigate, useLocation } from '@tessera/shared/routing/navigation'
import { routePath, safeRedirect } from '@tessera/shared/routing/routes'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { PasswordField, TextField } from '@tessera/shared/ui/field'
import { Link } from '@tessera/shared/ui/link'
import { toast } from '@tessera/shared/ui/toast'
import { AuthLayout } from '../../components/auth-layout'
import { useForm } from '../../components/use-form'
import { completeSignIn } from '../../session/profile'

/** Sign in (spec "accounts" §4): token stored, profile loaded, back to where the visitor was going. */
export function LoginPage() {
  const { t } = useLingui()
  const { search } = useLocation()
  const form = useForm({ email: '', password: '' })

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    await form.submit(loginInput, form.values, async (credentials) => {
      const body = await api.post('login', credentials)
      try {
        await completeSignIn(body)
      } catch {
        toast(t`Oops, something went wrong with your account!`, 'danger')
      }
      navigate(safeRedirect(search.get('redirect')), { replace: true })
    })
  }

  return (
    <AuthLayout
      title={t`Sign in`}
      below={
        <p>
          <Trans>
            New here? <Link to={routePath('register')}>Create an account</Link>
          </Trans>
        </p>
      }
    >
      {form.alert ? <Alert tone="danger">{form.alert}</Alert> : null}
      <form className="ts-auth__form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          {...form.bind('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          required
          {...form.bind('password')}
        />
        <p className="ts-auth__aside">
          <Link to={routePath('passwordEmail')}>{t`Forgot your password?`}</Link>
        </p>
        <Button type="submit" loading={form.busy} className="ts-auth__submit">
          {t`Sign in`}
        </Button>
      </form>
    </AuthLayout>
  )
}
