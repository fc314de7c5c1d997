import { useLingui } from '@lingui/react/macro'
import { canUse, requiredPlan } from '@tessera/shared/domain/access/plans'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { Badge } from '@tessera/shared/ui/badge'
import { Button } from '@tessera/shared/ui/button'
import type { MenuItem } from '@tessera/shared/ui/menu-button'
import { usePlanRole } from '../../lib/plan-role'

type DuplicateProps = {
  eventName: string
  organizerRole?: RoleName
  onDuplicate: () => void
}

/**
 * Whether Duplicate Event is open to the event's organizer and, if not, the plan it needs with the
 * accessible name saying so (spec "events" §2: "disabled with a premium badge for the creator
 * role"; the API refuses it the same way). The plan is the event organizer's, as the API decides.
 */
function useDuplicateGate(eventName: string, organizerRole?: RoleName) {
  const { t } = useLingui()
  const role = usePlanRole(organizerRole)
  if (canUse(role, 'duplicate_event')) return { allowed: true, label: t`Duplicate ${eventName}` }
  const plan = requiredPlan('duplicate_event') === 'premium' ? t`Premium` : t`Freemium`
  return { allowed: false, plan, label: t`Duplicate ${eventName} (needs the ${plan} plan)` }
}

/** Duplicate Event as a button: disabled with a premium badge when the plan does not include it. */
export function DuplicateButton({ eventName, organizerRole, onDuplicate }: DuplicateProps) {
  const { t } = useLingui()
  const gate = useDuplicateGate(eventName, organizerRole)
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={gate.label}
      disabled={!gate.allowed}
      className={gate.allowed ? undefined : 'ts-btn--gated'}
      onClick={gate.allowed ? onDuplicate : undefined}
    >
      {t({ message: 'Duplicate', comment: 'button' })}{' '}
      {gate.allowed ? null : <Badge tone="premium">{gate.plan}</Badge>}
    </Button>
  )
}

/** Duplicate Event as an item of a row's "More" menu, with the same gate. */
export function useDuplicateMenuItem({
  eventName,
  organizerRole,
  onDuplicate,
}: DuplicateProps): MenuItem {
  const { t } = useLingui()
  const gate = useDuplicateGate(eventName, organizerRole)
  return {
    key: 'duplicate',
    label: (
      <>
        {t({ message: 'Duplicate', comment: 'button' })}{' '}
        {gate.allowed ? null : <Badge tone="premium">{gate.plan}</Badge>}
      </>
    ),
    ariaLabel: gate.label,
    disabled: !gate.allowed,
    onSelect: onDuplicate,
  }
}
