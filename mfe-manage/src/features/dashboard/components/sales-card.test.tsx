import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { api } from '@tessera/shared/api/management'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError } from '../../../test/fixtures'
import { SalesCard } from './sales-card'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)
/** uPlot draws on a canvas jsdom lacks; the chart's own chunk is replaced by a marker. */
vi.mock('./bookings-chart', () => ({
  default: ({ labels }: { labels: string[] }) => <div data-testid="chart">{labels.join('|')}</div>,
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const months = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, '0')}`,
  bookings: index === 10 ? 3 : 0,
  tickets: index === 10 ? 5 : 0,
}))

const salesDocument = (attributes: object) => ({
  jsonapi: { version: '1.1' },
  data: { type: 'dashboard-sales', id: '1', attributes: { timezone: 'UTC', ...attributes } },
})

describe('SalesCard', () => {
  it('shows the API’s net revenue per currency, the totals and the months as a table', async () => {
    vi.mocked(api.get).mockResolvedValue(
      salesDocument({
        revenue: [
          { currency: 'EUR', gross_cents: 10000, refunded_cents: 6000, net_cents: 4000, orders: 2 },
          { currency: 'USD', gross_cents: 250000, refunded_cents: 0, net_cents: 250000, orders: 1 },
        ],
        months,
        totals: { bookings: 3, tickets: 5 },
      }),
    )
    renderWithI18n(<SalesCard />)
    expect(await screen.findByText('€40.00')).toBeTruthy()
    expect(screen.getByText('€100.00 paid, €60.00 refunded')).toBeTruthy()
    expect(screen.getByText('$2,500.00')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Bookings per month' })
    const november = within(table).getByRole('rowheader', { name: 'Nov 2026' }).closest('tr')!
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '5'])
    expect(within(table).getAllByRole('row')).toHaveLength(13)
    expect((await screen.findByTestId('chart')).textContent).toContain('Jan 2026|Feb 2026')
    expect(vi.mocked(api.get)).toHaveBeenCalledWith('dashboard/sales', expect.anything())
  })

  it('says plainly that nothing was booked yet, with no chart', async () => {
    vi.mocked(api.get).mockResolvedValue(
      salesDocument({
        revenue: [],
        months: months.map((month) => ({ ...month, bookings: 0, tickets: 0 })),
        totals: { bookings: 0, tickets: 0 },
      }),
    )
    renderWithI18n(<SalesCard />)
    expect(await screen.findByText('No bookings yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByTestId('chart')).toBeNull()
  })

  it('offers to try again when the numbers could not be loaded', async () => {
    vi.mocked(api.get).mockRejectedValue(apiError(500, 'server_error'))
    renderWithI18n(<SalesCard />)
    expect(await screen.findByText('The revenue and bookings could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
