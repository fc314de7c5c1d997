import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import {
  API,
  booking,
  bookingDocument,
  eventDocument,
  openModal,
  orderKeys,
  ticket,
} from '../test-support'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const PAYMENT_URL = `${API}/payments/sandbox/checkout/BK7Q2M?token=secret`
const RELEASE_URL = `${API}/api/v1/public/bookings/BK7Q2M/release?token=secret`
const pending = () =>
  booking({
    status: 'pending',
    total: 21.09,
    payment_url: PAYMENT_URL,
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  })

/** A paid booking made, its popup open; `release` is what the API answers a release. */
async function bookPaid(release: [number, unknown]) {
  const popup = { closed: false, close: vi.fn(), location: { replace: vi.fn() } }
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  )
  const opened = await openModal(
    eventDocument([ticket('33', { name: 'Paid', price: 20, final_price: 21.09 })]),
    [[201, bookingDocument(pending())]],
    { 'prefill-name': 'Maria', 'prefill-email': 'maria@example.com' },
  )
  const answer = opened.fetch.getMockImplementation()!
  opened.fetch.mockImplementation(async (url: string, init?: RequestInit) =>
    url === RELEASE_URL && init?.method === 'POST'
      ? new Response(JSON.stringify(release[1]), { status: release[0] })
      : answer(url, init),
  )
  const { dialog, user } = opened
  await user.click(dialog.getByRole('button', { name: /^More/ }))
  await user.click(dialog.getByRole('button', { name: /^Next$/ }))
  await user.click(dialog.getByRole('button', { name: /^Next$/ }))
  await user.click(await dialog.findByRole('button', { name: /^Book$/ }))
  await dialog.findByRole('timer')
  return { ...opened, popup }
}

const releases = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([url]) => url === RELEASE_URL)

describe('a checkout that can be resumed', () => {
  it('a closed payment window: Resume payment opens the same checkout; the modal opened again resumes it', async () => {
    const { dialog, popup, user, fetch, root, button } = await bookPaid([200, {}])
    popup.closed = true
    expect(
      await dialog.findByText('The payment window was closed before the payment was completed.'),
    ).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'Start again' })).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Resume payment' }))
    const checkout = `${PAYMENT_URL}&origin=${encodeURIComponent(location.origin)}`
    expect(window.open).toHaveBeenLastCalledWith(checkout, 'tessera-checkout', expect.any(String))

    // Closed, then opened again: the same booking waits for payment, no second hold is made
    await user.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(root.querySelector('dialog')).toBeNull())
    await user.click(button)
    const again = within(
      await within(root.querySelector<HTMLElement>('.root')!).findByRole('dialog'),
    )
    expect(
      await again.findByText(
        'Your booking is waiting for payment. Resume the payment, or let these tickets go and start again.',
      ),
    ).toBeTruthy()
    expect(again.getByRole('timer')).toBeTruthy()
    await user.click(again.getByRole('button', { name: 'Resume payment' }))
    expect(window.open).toHaveBeenLastCalledWith(checkout, 'tessera-checkout', expect.any(String))
    expect(orderKeys(fetch)).toHaveLength(1)
    expect(releases(fetch)).toHaveLength(0)
  })

  it('Start again lets the hold go with its link, then books anew from Tickets', async () => {
    const released = bookingDocument(booking({ status: 'expired', total: 21.09 }))
    const { dialog, popup, user, fetch } = await bookPaid([200, released])
    popup.closed = true
    await user.click(await dialog.findByRole('button', { name: 'Start again' }))
    expect(await dialog.findByRole('heading', { name: 'Tickets' })).toBeTruthy()
    expect(releases(fetch)).toHaveLength(1)
    expect(popup.close).toHaveBeenCalled()
  })

  it('Start again on a hold paid meanwhile shows the booking confirmed', async () => {
    const { dialog, popup, user, fetch } = await bookPaid([
      409,
      { errors: [{ status: '409', code: 'order_not_pending' }] },
    ])
    // Paid in the meantime: the booking reads pending until the release is refused
    const answer = fetch.getMockImplementation()!
    fetch.mockImplementation(async (url: string, init?: RequestInit) =>
      String(url).includes('/public/bookings/BK7Q2M?token=secret')
        ? new Response(
            JSON.stringify(
              bookingDocument(releases(fetch).length ? booking({ total: 21.09 }) : pending()),
            ),
            { status: 200 },
          )
        : answer(url, init),
    )
    popup.closed = true
    await user.click(await dialog.findByRole('button', { name: 'Start again' }))
    expect(await dialog.findByText('BK7Q2M')).toBeTruthy()
    expect(releases(fetch)).toHaveLength(1)
  })
})
