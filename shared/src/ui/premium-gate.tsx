import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canUse, requiredPlan, type Feature } from '../domain/access/plans.js'
import { routePath } from '../routing/routes.js'
import { $role } from '../stores/session.js'
import { Link } from './link.js'

/**
 * Greys out what the user's plan does not include, behind a premium overlay (spec "accounts" §6).
 * The content stays visible but inert; the API refuses the same things (same `canUse`).
 */
export function PremiumGate({ feature, children }: { feature: Feature; children: ReactNode }) {
  const role = useStore($role)
  if (canUse(role, feature)) return <>{children}</>
  const plan = requiredPlan(feature)
  return (
    <div className="ts-premium">
      <div className="ts-premium__content" inert aria-hidden="true">
        {children}
      </div>
      <div className="ts-premium__overlay">
        <span className="ts-badge ts-badge--premium">{plan === 'premium' ? <Trans>Premium</Trans> : <Trans>Freemium</Trans>}</span>
        <p className="ts-premium__text">
          {plan === 'premium' ? (
            <Trans>Available on the premium plan.</Trans>
          ) : (
            <Trans>Available from the freemium plan.</Trans>
          )}{' '}
          <Link to={`${routePath('profile')}?tab=subscriptions`}>
            <Trans>Upgrade</Trans>
          </Link>
        </p>
      </div>
    </div>
  )
}
