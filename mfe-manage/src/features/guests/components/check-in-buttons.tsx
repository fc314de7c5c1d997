import { useLingui } from '@lingui/react/macro'
import { decideAdmission } from '@tessera/shared/domain/check-in/check-in-decision'
import type { Guest } from '@tessera/shared/schemas/guest'
import { Button } from '@tessera/shared/ui/button'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../../lib/failure'
import { useCheckInGuest } from '../api/check-in-guest'

/**
 * Manual check-in from the guest list: admit one more of the party (while the door's rule
 * `decideAdmission` allows it) or undo one admission. Only confirmed bookings have tickets.
 */
export function CheckInButtons({ guest }: { guest: Guest }) {
  const { t, i18n } = useLingui()
  const checkIn = useCheckInGuest()
  if (guest.status !== 'completed') return null
  const admission = decideAdmission({ ...guest, status: 'completed' })
  const name = guest.name
  const send = (quantity: 1 | -1) =>
    checkIn.mutate(
      { attendeeId: guest.id, quantity },
      {
        onSuccess: () =>
          toast(quantity > 0 ? t`${name}: entry recorded.` : t`${name}: entry undone.`),
        onError: (error) => toast(failureText(error, i18n), 'danger'),
      },
    )
  return (
    <>
      <Button
        size="sm"
        variant="primary"
        disabled={!admission.ok || checkIn.isPending}
        aria-label={t`Check in ${name}`}
        onClick={() => send(1)}
      >
        {t`Check in`}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={guest.checked_in_qty === 0 || checkIn.isPending}
        aria-label={t`Undo a check-in of ${name}`}
        onClick={() => send(-1)}
      >
        {t`Undo`}
      </Button>
    </>
  )
}
