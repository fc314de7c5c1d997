import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { canUse } from '@tessera/shared/domain/access/plans'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { Button } from '@tessera/shared/ui/button'
import { usePlanRole } from '../../lib/plan-role'
import { DoorLinksDialog } from './door-links-dialog'

type DoorLinksButtonProps = { eventId: string; organizerRole?: RoleName }

/** Opens the event's door-staff links; hidden where the plan has no ticket scanning (spec "events" §6). */
export function DoorLinksButton({ eventId, organizerRole }: DoorLinksButtonProps) {
  const { t } = useLingui()
  const role = usePlanRole(organizerRole)
  const [open, setOpen] = useState(false)
  if (!canUse(role, 'scan_tickets')) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t`Door-staff links`}
      </Button>
      <DoorLinksDialog eventId={eventId} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
