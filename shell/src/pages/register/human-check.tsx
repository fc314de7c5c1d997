import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Spinner } from '@tessera/shared/ui/spinner'

export type HumanCheckProps = {
  /** The solved proof of work, sent as `human_check` with the registration. */
  onVerified: (payload: string) => void
  /** The solution expired or failed: the form must wait for a new one. */
  onReset: () => void
}

const AltchaWidget = lazy(() => import('./altcha-widget'))

/**
 * The human check of registration: a self-hosted ALTCHA proof of work against the API (no
 * third-party service). Its code loads only when the registration form is shown.
 */
export function HumanCheck(props: HumanCheckProps) {
  const { t } = useLingui()
  return (
    <div className="ts-human-check">
      <Suspense fallback={<Spinner label={t`Loading the human check…`} />}>
        <AltchaWidget {...props} />
      </Suspense>
    </div>
  )
}
