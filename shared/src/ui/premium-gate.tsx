import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canUse, requiredPlan, type Feature } from '../domain/access/plans.js'
import type { RoleName } from '../domain/access/roles.js'
import { routePath } from '../routing/routes.js'
import { $role } from '../stores/session.js'
import { Link } from './link.js'

/**
 * Greys out what the plan does not include, behind a premium overlay (spec "accounts" §6). The
 * content stays visible but inert; the API refuses the same things (same `canUse`). The plan is the
 * signed-in user's, or `role`'s when the record belongs to someone else (an event's organizer: a
 * super user editing it sees the organizer's limits, which the API applies).
 */
export function PremiumGate({
  feature,
  role,
  children,
}: {
  feature: Feature
  role?: RoleName
  children: ReactNode
}) {
  const ownRole = useStore($role)
  if (canUse(role ?? ownRole, feature)) return <>{children}</>
  const plan = requiredPlan(feature)
  return (
    <div className="ts-premium">
      <div className="ts-premium__content" inert aria-hidden="true">
        {children}
      </div>
      <div className="ts-premium__overlay">
        <span className="ts-badge ts-badge--premium">
          {plan === 'premium' ? <Trans>Premium</Trans> : <Trans>Freemium</Trans>}
        </span>
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
