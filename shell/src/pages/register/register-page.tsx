import { Trans, useLingui } from '@lingui/react/macro'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { Link } from '@tessera/shared/ui/link'
import { toast } from '@tessera/shared/ui/toast'
import { AuthLayout } from '../../components/auth-layout'
import { RegisterForm } from './register-form'

function SignInInstead() {
  return (
    <p>
      <Trans>
        Already have an account? <Link to={routePath('login')}>Sign in</Link>
      </Trans>
    </p>
  )
}

/** The registration card for new creators (spec "accounts" §2): signed in, then to `/`. */
export default function RegisterPage() {
  const { t } = useLingui()
  return (
    <AuthLayout title={t`Create your account`} below={<SignInInstead />}>
      <RegisterForm
        onRegistered={() => {
          toast(t`Successfully registered`)
          // Spec: to `/`, which is the dashboard for a signed-in visitor.
          navigate(routePath('dashboard'), { replace: true })
        }}
      />
    </AuthLayout>
  )
}

/** The onboarding sign-up: the same card, introduced, and on to the new organizer's first event. */
export function OnboardingPage() {
  const { t } = useLingui()
  return (
    <AuthLayout title={t`Start selling tickets today`} below={<SignInInstead />}>
      <p className="ts-auth__intro">
        <Trans>
          Create your free organizer account. Right after, you create your first event: give it a
          name, a date and a place, then add tickets and share its page.
        </Trans>
      </p>
      <RegisterForm
        onRegistered={() => {
          toast(t`Successfully registered`)
          navigate(routePath('eventAdd'), { replace: true })
        }}
      />
    </AuthLayout>
  )
}
