import { useForm, type Resolver } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LoginInput } from '@tessera/shared/schemas/user'
import { navigate, useLocation } from '@tessera/shared/routing/navigation'
import { routePath, safeRedirect } from '@tessera/shared/routing/routes'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { PasswordField, TextField } from '@tessera/shared/ui/field'
import { Link } from '@tessera/shared/ui/link'
import { AuthLayout } from '../../components/auth-layout'
import { useFormFailure } from '../../components/form-failure'
import { useSignIn } from '../../session/use-sign-in'

/** The checks (zod and the shared schema) are no part of the page's first paint: fetched on focus. */
const loadChecks = () => import('./login-checks')

/** Sign in (spec "accounts" §4): token stored, profile loaded, back to where the visitor was going. */
export function LoginPage() {
  const { t, i18n } = useLingui()
  const { search } = useLocation()
  const signIn = useSignIn()
  const resolver: Resolver<LoginInput> = async (...args) =>
    (await loadChecks()).loginResolver(i18n)(...args)
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { email: '', password: '' },
    resolver,
  })
  const { errors } = formState
  const failed = useFormFailure(setError, { email: 'email', password: 'password' })

  const onSubmit = handleSubmit(async (credentials) => {
    // The API client (and its HTTP library) is fetched with the first sign-in, not with the page.
    const { api } = await import('@tessera/shared/api/management')
    if (await signIn(() => api.post('login', credentials), failed))
      navigate(safeRedirect(search.get('redirect')), { replace: true })
  })

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
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <form
        className="ts-auth__form"
        onSubmit={onSubmit}
        onFocus={() => void loadChecks()}
        noValidate
      >
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="ts-auth__aside">
          <Link to={routePath('passwordEmail')}>{t`Forgot your password?`}</Link>
        </p>
        <Button type="submit" loading={formState.isSubmitting} className="ts-auth__submit">
          {t`Sign in`}
        </Button>
      </form>
    </AuthLayout>
  )
}
