import { Trans, useLingui } from '@lingui/react/macro'
import { errorText } from '@tessera/shared/errors/messages'
import type { Booking } from '@tessera/shared/public/booking'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { routePath } from '@tessera/shared/routing/routes'
import { Button } from '@tessera/shared/ui/button'
import { leavePage } from '../../../lib/leave-page'
import { useReleaseBooking } from '../api/release-booking'

type Props = { booking: Booking; event: PublicEvent; token: string }

/**
 * A hold waiting for payment, besides Pay now: Start again lets it go (its tickets back on sale,
 * no e-mail) and opens the event's booking anew (`/event/{code}?book`), in one click.
 */
export function StartAgain({ booking, event, token }: Props) {
  const { i18n } = useLingui()
  const release = useReleaseBooking(booking.hash_code, token)
  const startAgain = () =>
    release.mutate(undefined, {
      onSuccess: () => leavePage(`${routePath('publicEvent', { code: event.hash_code })}?book`),
    })
  return (
    <div className="tp-actions">
      <Button variant="secondary" loading={release.isPending} onClick={startAgain}>
        <Trans comment="button">Start again</Trans>
      </Button>
      <p className="tp-muted">
        <Trans>Lets these tickets go and starts a new booking of this event.</Trans>
      </p>
      {release.isError ? (
        <p role="alert">{errorText(i18n, (release.error as { code?: string }).code ?? '')}</p>
      ) : null}
    </div>
  )
}
