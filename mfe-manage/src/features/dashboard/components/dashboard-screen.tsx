import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canUse } from '@tessera/shared/domain/access/plans'
import { offers, routePath } from '@tessera/shared/routing/routes'
import { $role } from '@tessera/shared/stores/session'
import { LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { CardGrid } from '../../../components/card-grid'
import { MyTicketsCard } from './my-tickets-card'
import { RecentEventsCard } from './recent-events-card'
import { SalesCard } from './sales-card'

/**
 * Main Dashboard (spec "events" §2): recent events, revenue and monthly bookings, my tickets and
 * scan tickets. The numbers are the API's (`GET /dashboard/sales`), never added up here. Scan
 * tickets is hidden from free users (spec "events" §10) and until the scanner serves its route.
 */
export default function DashboardScreen() {
  const { t } = useLingui()
  const role = useStore($role)
  const scans = canUse(role, 'scan_tickets') && offers('scanEvent', role)
  return (
    <>
      <PageHeader title={t`Dashboard`} />
      <CardGrid min={360}>
        <RecentEventsCard />
        <SalesCard />
        <MyTicketsCard />
        {scans ? (
          <Card title={t`Scan tickets`}>
            <p>{t`Check attendees in at the door by scanning the QR code on their tickets.`}</p>
            <LinkButton variant="primary" to={routePath('scanEvent')}>
              {t`Scan tickets`}
            </LinkButton>
          </Card>
        ) : null}
      </CardGrid>
    </>
  )
}
