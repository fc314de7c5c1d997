import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { $session } from '@tessera/shared/stores/session'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { Pagination } from '@tessera/shared/ui/pagination'
import { Spinner } from '@tessera/shared/ui/spinner'
import { failureText } from '../../../lib/failure'
import { useMyTickets } from '../../../lib/my-tickets-api'
import { MyTicketCard } from './my-ticket-card'
import { VerifyEmailNotice } from './verify-email-notice'
import './my-tickets.css'

const PAGE_SIZE = 10

/**
 * My tickets (issue 11 item 7; spec "accounts" §2 "/manage/attendees/list-tickets", the user
 * menu's My tickets): the tickets booked with the signed-in user's address, upcoming first, each
 * with its QR code; none until the address is verified (then the verification notice).
 */
export default function MyTicketsScreen() {
  const { t, i18n } = useLingui()
  const email = useStore($session)?.user?.email ?? ''
  const [page, setPage] = useState(1)
  const tickets = useMyTickets(page, PAGE_SIZE)
  const [now] = useState(() => Date.now())

  let content
  if (tickets.isPending) content = <Spinner size="lg" />
  else if (tickets.isError) content = <EmptyState title={failureText(tickets.error, i18n)} />
  else if (!tickets.data.meta.email_verified) content = <VerifyEmailNotice email={email} />
  else if (tickets.data.tickets.length === 0)
    content = (
      <EmptyState title={t`You have no tickets yet.`}>
        {t`Tickets booked for events with ${email} appear here.`}
      </EmptyState>
    )
  else
    content = (
      <>
        <ul className="ts-my-tickets">
          {tickets.data.tickets.map((ticket) => (
            <MyTicketCard key={ticket.id} ticket={ticket} now={now} />
          ))}
        </ul>
        <Pagination
          page={page}
          last={tickets.data.meta.page.last}
          onChange={setPage}
          label={t`Pages of my tickets`}
        />
      </>
    )

  return (
    <>
      <PageHeader title={t`My tickets`} />
      {content}
    </>
  )
}
