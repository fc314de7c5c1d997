import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { $session } from '@tessera/shared/stores/session'
import { Toaster } from '@tessera/shared/ui/toast'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { apiError, listDocument, signInAs } from '../../../test/fixtures'
import BookingsListScreen from './bookings-list-screen'

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

const get = vi.mocked(api.get)
const post = vi.mocked(api.post)
const orderRequests = () =>
  get.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.startsWith('orders'))

const order = (id: string, buyer: string, attributes: Record<string, unknown> = {}) => ({
  type: 'orders',
  id,
  attributes: {
    hash_code: `BK${id}xxxxxxx`,
    status: 'completed',
    payment_state: 'paid',
    event_id: '5',
    event_name: 'Athens Design Week',
    buyer_name: buyer,
    buyer_email: `${buyer.split(' ')[0]!.toLowerCase()}@buyer.example`,
    currency: 'EUR',
    total: 75,
    refunded: 0,
    quantity: 3,
    lines: [{ ticket_name: 'Full pass', quantity: 3, unit_price: 25 }],
    payment_provider: 'sandbox',
    payment_reference: 'sbx_123',
    created_at: '2031-01-02T09:00:00.000Z',
    paid_at: '2031-01-02T09:01:00.000Z',
    cancelled_at: null,
    ...attributes,
  },
})

beforeEach(() => {
  signInAs('organizer', '8')
  get.mockImplementation(async (url: string) =>
    url.startsWith('orders')
      ? listDocument([
          order('12', 'Maria Papadopoulou'),
          order('13', 'Kostas Ioannou', { status: 'pending', payment_state: 'pending' }),
          order('14', 'Zoe Alexiou', { status: 'cancelled', payment_state: 'refunded' }),
        ])
      : listDocument([]),
  )
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  $session.set(null)
})

const renderScreen = () =>
  renderWithI18n(
    <>
      <BookingsListScreen />
      <Toaster />
    </>,
  )

const rowOf = async (number: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(number) })).closest('tr')!

describe('Bookings', () => {
  it('lists bookings newest first with buyer, tickets, total, payment and reference', async () => {
    renderScreen()
    const row = await rowOf('BK12')
    expect(within(row).getByText('maria@buyer.example')).toBeTruthy()
    expect(within(row).getByText('3 × Full pass')).toBeTruthy()
    expect(within(row).getByText('€75.00')).toBeTruthy()
    expect(within(row).getByText('Paid')).toBeTruthy()
    expect(within(row).getByText('sandbox: sbx_123')).toBeTruthy()
    expect(orderRequests()).toEqual(['orders?sort=-created_at&page[number]=1&page[size]=10'])
    const cancelled = await rowOf('BK14')
    expect(within(cancelled).queryByRole('button', { name: /Cancel/ })).toBeNull()
    expect(within(cancelled).queryByRole('button', { name: /Resend/ })).toBeNull()
    const pending = await rowOf('BK13')
    expect(within(pending).queryByRole('button', { name: /Resend/ })).toBeNull()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled')
    await waitFor(() =>
      expect(orderRequests().at(-1)).toBe(
        'orders?filter[status]=cancelled&sort=-created_at&page[number]=1&page[size]=10',
      ),
    )
  })

  it('cancels a paid booking after a confirmation that says what is refunded', async () => {
    post.mockResolvedValue({
      jsonapi: { version: '1.1' },
      data: order('12', 'Maria Papadopoulou', { status: 'cancelled', payment_state: 'refunded' }),
    })
    renderScreen()
    const row = await rowOf('BK12')
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel booking BK12xxxxxxx' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' })
    expect(dialog.textContent).toContain('€75.00 refunded')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    await screen.findByText('The booking is cancelled.')
    expect(post).toHaveBeenCalledWith('orders/12/cancellation')
  })

  it('sends the confirmation again, and says so when it was sent too often', async () => {
    post.mockResolvedValueOnce({ jsonapi: { version: '1.1' }, meta: { status: 'queued' } })
    renderScreen()
    const row = await rowOf('BK12')
    const resend = within(row).getByRole('button', {
      name: 'Resend the confirmation of booking BK12xxxxxxx',
    })
    await userEvent.click(resend)
    await screen.findByText('The confirmation e-mail is on its way.')
    expect(post).toHaveBeenCalledWith('orders/12/confirmation')
    post.mockRejectedValueOnce(apiError(429, 'rate_limited'))
    await userEvent.click(resend)
    await screen.findByText('The confirmation was sent several times already. Try again later.')
  })
})
