import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { passwordForgotInput } from '@tessera/shared/schemas/user'
import { routePath } from '@tessera/shared/routing/routes'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { Link } from '@tessera/shared/ui/link'
import { AuthLayout } from '../../components/auth-layout'
import { useFormFailure } from '../../components/form-failure'

function BackToSignIn() {
  return (
    <p>
      <Link to={routePath('login')}>
        <Trans>Back to sign in</Trans>
      </Link>
    </p>
  )
}

/**
 * Asks for a password reset link. The answer is the same whether or not the address has an
 * account, so the page never tells who is registered.
 */
export default function PasswordEmailPage() {
  const { t, i18n } = useLingui()
  const alertFor = (error: ApiError) =>
    error.code === 'demo_mode' ? t`Password reset is disabled in the demo.` : null
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { email: '' },
    resolver: schemaResolver(passwordForgotInput, i18n),
  })
  const { errors } = formState
  const failed = useFormFailure(setError, { email: 'email' }, alertFor)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await api.post('password-forgot', { email })
      setSentTo(email)
    } catch (error) {
      failed(error)
    }
  })

  return (
    <AuthLayout title={t`Reset your password`} below={<BackToSignIn />}>
      {sentTo ? (
        <Alert tone="success" title={t`Check your inbox`}>
          <p>
            <Trans>
              If an account exists for {sentTo}, we have sent it a link to choose a new password.
            </Trans>
          </p>
        </Alert>
      ) : (
        <>
          <p className="ts-auth__intro">{t`Enter the email of your account and we will send you a link to choose a new password.`}</p>
          {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
          <form className="ts-auth__form" onSubmit={onSubmit} noValidate>
            <TextField
              label={t`Email`}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" loading={formState.isSubmitting} className="ts-auth__submit">
              {t`Send the reset link`}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  )
}
