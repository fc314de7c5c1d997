import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import { LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { Spinner } from '@tessera/shared/ui/spinner'
import { formatDate } from '../../../lib/format'
import { useMyTickets } from '../../../lib/my-tickets-api'

/** How many of the user's next tickets the card names. */
const SHOWN = 3

/**
 * My tickets on the dashboard (spec "events" §2): the next few tickets booked with the user's
 * address and the way to all of them (My tickets, where an unverified address is confirmed).
 */
export function MyTicketsCard() {
  const { t, i18n } = useLingui()
  const tickets = useMyTickets(1, SHOWN)
  const open = (
    <LinkButton variant="secondary" to={routePath('attendeeTickets')}>
      {t({ message: 'View my tickets', comment: 'button' })}
    </LinkButton>
  )

  let body
  if (tickets.isPending) body = <Spinner />
  else if (tickets.isError || !tickets.data.meta.email_verified)
    body = (
      <EmptyState title={t`Confirm your e-mail address to see your tickets`} action={open}>
        {t`Tickets you book for events appear here once your e-mail address is confirmed.`}
      </EmptyState>
    )
  else if (tickets.data.tickets.length === 0)
    body = (
      <EmptyState title={t`You have no tickets yet.`}>
        {t`Tickets you book for events appear here.`}
      </EmptyState>
    )
  else
    body = (
      <>
        <ul>
          {tickets.data.tickets.map(({ id, event, ticket_name }) => (
            <li key={id}>
              <strong>{event.name}</strong> ·{' '}
              {formatDate(event.start_at, i18n.locale, event.timezone)} · {ticket_name}
            </li>
          ))}
        </ul>
        {open}
      </>
    )
  return <Card title={t`My tickets`}>{body}</Card>
}
