import { Trans } from '@lingui/react/macro'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import {
  PageLoading,
  PageProblem,
  PageUnavailable,
  isNotFound,
} from '../../../components/page-states'
import { useDoorTicket } from '../api/get-door-ticket'
import { DoorTicketView } from './door-ticket-view'
import '../../../components/ticket-pages.css'

/** `/ticket/{code}`: what a ticket's QR code opens. */
export default function TicketScreen({ params }: ScreenProps) {
  const ticket = useDoorTicket(params.code ?? '')
  if (ticket.isPending) return <PageLoading />
  if (ticket.isError) {
    if (!isNotFound(ticket.error)) return <PageUnavailable />
    return (
      <PageProblem title={<Trans>Ticket not valid</Trans>}>
        <Trans>This ticket does not exist or its booking was cancelled.</Trans>
      </PageProblem>
    )
  }
  return <DoorTicketView ticket={ticket.data} />
}
