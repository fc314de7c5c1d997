import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApiError } from '@tessera/shared/api/client'
import { api } from '@tessera/shared/api/management'
import { passwordForgotInput } from '@tessera/shared/schemas/user'
import { routePath } from '@tessera/shared/routing/routes'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { Link } from '@tessera/shared/ui/link'
import { AuthLayout } from '../../components/auth-layout'
import { useForm } from '../../components/use-form'

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
  const { t } = useLingui()
  const alertFor = (error: ApiError) =>
    error.code === 'demo_mode' ? t`Password reset is disabled in the demo.` : null
  const form = useForm({ email: '' }, alertFor)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    await form.submit(passwordForgotInput, form.values, async ({ email }) => {
      await api.post('password-forgot', { email })
      setSentTo(email)
    })
  }

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
          {form.alert ? <Alert tone="danger">{form.alert}</Alert> : null}
          <form className="ts-auth__form" onSubmit={onSubmit} noValidate>
            <TextField
              label={t`Email`}
              type="email"
              autoComplete="email"
              required
              {...form.bind('email')}
            />
            <Button type="submit" loading={form.busy} className="ts-auth__submit">
              {t`Send the reset link`}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  )
}
