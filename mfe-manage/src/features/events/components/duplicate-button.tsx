import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canUse, requiredPlan } from '@tessera/shared/domain/access/plans'
import { $role } from '@tessera/shared/stores/session'
import { Badge } from '@tessera/shared/ui/badge'
import { Button } from '@tessera/shared/ui/button'

/**
 * Duplicate Event: disabled with a premium badge when the plan does not include it (spec "events"
 * §2: "disabled with a premium badge for the creator role"; the API refuses it the same way).
 */
export function DuplicateButton({ eventName, onDuplicate }: { eventName: string; onDuplicate: () => void }) {
  const { t } = useLingui()
  const role = useStore($role)
  if (canUse(role, 'duplicate_event')) {
    return (
      <Button size="sm" variant="secondary" aria-label={t`Duplicate ${eventName}`} onClick={onDuplicate}>
        {t`Duplicate`}
      </Button>
    )
  }
  const plan = requiredPlan('duplicate_event') === 'premium' ? t`Premium` : t`Freemium`
  return (
    <Button size="sm" variant="secondary" disabled aria-label={t`Duplicate ${eventName} (needs the ${plan} plan)`} className="ts-btn--gated">
      {t`Duplicate`} <Badge tone="premium">{plan}</Badge>
    </Button>
  )
}
