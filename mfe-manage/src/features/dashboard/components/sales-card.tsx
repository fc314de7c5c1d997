import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { BookingMonth, DashboardSales, RevenueLine } from '@tessera/shared/schemas/dashboard'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { Spinner } from '@tessera/shared/ui/spinner'
import { formatMoney } from '../../../lib/money'
import { useDashboardSales } from '../api/get-dashboard-sales'
import { monthLabel } from './month-label'
import './sales-card.css'

const BookingsChart = lazy(() => import('./bookings-chart'))

/** One currency's net revenue, with what was paid and refunded beside it. */
function RevenueFigure({ line }: { line: RevenueLine }) {
  const { t, i18n } = useLingui()
  const { currency } = line
  const paid = formatMoney(line.gross_cents, currency, i18n.locale)
  const refunded = formatMoney(line.refunded_cents, currency, i18n.locale)
  return (
    <div>
      <dt>{t`Revenue (${currency})`}</dt>
      <dd>
        <strong>{formatMoney(line.net_cents, currency, i18n.locale)}</strong>{' '}
        <span>{t`${paid} paid, ${refunded} refunded`}</span>
      </dd>
    </div>
  )
}

/** Net revenue per currency, and the all-time totals. */
function RevenueFigures({ sales }: { sales: DashboardSales }) {
  const { t, i18n } = useLingui()
  const count = new Intl.NumberFormat(i18n.locale)
  return (
    <dl className="ts-sales-figures">
      {sales.revenue.map((line) => (
        <RevenueFigure key={line.currency} line={line} />
      ))}
      {[
        [t`Bookings`, sales.totals.bookings] as const,
        [t`Tickets`, sales.totals.tickets] as const,
      ].map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <strong>{count.format(value)}</strong>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The monthly bookings chart, and the same numbers as a table for screen readers (a plain table:
 * the list tables' scrolling wrapper would be a focus stop nobody sees).
 */
function MonthlyBookings({ months }: { months: BookingMonth[] }) {
  const { t, i18n } = useLingui()
  const count = new Intl.NumberFormat(i18n.locale)
  const labels = months.map((month) => monthLabel(month.month, i18n.locale))
  return (
    <>
      <h3 className="ts-sales-chart__title">{t`Bookings per month`}</h3>
      <Suspense fallback={<Spinner />}>
        <BookingsChart months={months} labels={labels} seriesLabel={t`Bookings`} />
      </Suspense>
      <table className="ts-visually-hidden">
        <caption>{t`Bookings per month`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Month`}</th>
            <th scope="col">{t`Bookings`}</th>
            <th scope="col">{t`Tickets`}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month.month}>
              <th scope="row">{labels[index]}</th>
              <td>{count.format(month.bookings)}</td>
              <td>{count.format(month.tickets)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/**
 * Revenue and monthly bookings (spec "events" §2), as the API counts them from the organizer's
 * orders: nothing is added up here. Until a booking exists the card says so.
 */
export function SalesCard() {
  const { t } = useLingui()
  const sales = useDashboardSales()
  let body
  if (sales.error) {
    body = (
      <Alert tone="danger" title={t`The revenue and bookings could not be loaded.`}>
        <Button variant="secondary" size="sm" onClick={() => void sales.refetch()}>
          {t`Try again`}
        </Button>
      </Alert>
    )
  } else if (!sales.data) {
    body = <Spinner />
  } else if (sales.data.totals.bookings === 0 && sales.data.revenue.length === 0) {
    body = (
      <EmptyState
        title={t`No bookings yet.`}
      >{t`Revenue and bookings per month appear here once people book tickets for your events.`}</EmptyState>
    )
  } else {
    body = (
      <>
        <RevenueFigures sales={sales.data} />
        <MonthlyBookings months={sales.data.months} />
      </>
    )
  }
  return (
    <Card className="ts-sales-card" title={t`Revenue and monthly bookings`}>
      {body}
    </Card>
  )
}
