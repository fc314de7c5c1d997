import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tessera/shared/routing/navigation'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import {
  PageLoading,
  PageProblem,
  PageUnavailable,
  isNotFound,
} from '../../../components/page-states'
import { useBooking } from '../api/get-booking'
import { BookingView } from './booking-view'
import '../../../components/ticket-pages.css'

/** `/booking/{hash_code}?token=…`: the page the confirmation e-mail links to. */
export default function BookingScreen({ params }: ScreenProps) {
  const { search } = useLocation()
  const token = search.get('token') ?? ''
  const booking = useBooking(params.code ?? '', token)
  if (booking.isPending) return <PageLoading />
  if (booking.isError) {
    if (!isNotFound(booking.error)) return <PageUnavailable />
    return (
      <PageProblem title={<Trans>Booking not found</Trans>}>
        <Trans>Open the link in your confirmation e-mail again: it must be complete.</Trans>
      </PageProblem>
    )
  }
  return <BookingView booking={booking.data} token={token} />
}
