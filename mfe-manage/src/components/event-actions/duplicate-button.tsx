import { useLingui } from '@lingui/react/macro'
import { canUse, requiredPlan } from '@tessera/shared/domain/access/plans'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { Badge } from '@tessera/shared/ui/badge'
import { Button } from '@tessera/shared/ui/button'
import { usePlanRole } from '../../lib/plan-role'

/**
 * Duplicate Event: disabled with a premium badge when the plan does not include it (spec "events"
 * §2: "disabled with a premium badge for the creator role"; the API refuses it the same way). The
 * plan is the event organizer's, as the API decides.
 */
export function DuplicateButton({
  eventName,
  organizerRole,
  onDuplicate,
}: {
  eventName: string
  organizerRole?: RoleName
  onDuplicate: () => void
}) {
  const { t } = useLingui()
  const role = usePlanRole(organizerRole)
  if (canUse(role, 'duplicate_event')) {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t`Duplicate ${eventName}`}
        onClick={onDuplicate}
      >
        {t`Duplicate`}
      </Button>
    )
  }
  const plan = requiredPlan('duplicate_event') === 'premium' ? t`Premium` : t`Freemium`
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled
      aria-label={t`Duplicate ${eventName} (needs the ${plan} plan)`}
      className="ts-btn--gated"
    >
      {t`Duplicate`} <Badge tone="premium">{plan}</Badge>
    </Button>
  )
}
