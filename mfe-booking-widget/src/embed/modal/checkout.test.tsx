import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { API, booking, bookingDocument, eventDocument, openModal, ticket } from '../test-support'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

const PAYMENT_URL = `${API}/payments/sandbox/checkout/BK7Q2M?token=t`

function fakePopup() {
  const popup = { closed: false, close: vi.fn(), location: { replace: vi.fn() } }
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  )
  return popup
}

async function bookPaid(
  attributes: Record<string, string> = {},
  overrides: Parameters<typeof booking>[0] = {},
) {
  const popup = fakePopup()
  const pending = booking({
    status: 'pending',
    total: 21.09,
    payment_url: PAYMENT_URL,
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...overrides,
  })
  const opened = await openModal(
    eventDocument([ticket('33', { name: 'Paid', price: 20, final_price: 21.09 })]),
    [[201, bookingDocument(pending)]],
    { 'prefill-name': 'Maria', 'prefill-email': 'maria@example.com', ...attributes },
  )
  const { dialog, user } = opened
  await user.click(dialog.getByRole('button', { name: /^(More|Περισσότερα)/ }))
  await user.click(dialog.getByRole('button', { name: /^(Next|Επόμενο)$/ }))
  await user.click(dialog.getByRole('button', { name: /^(Next|Επόμενο)$/ }))
  await user.click(await dialog.findByRole('button', { name: /^(Book|Κράτηση)$/ }))
  return { ...opened, popup }
}

const paymentMessage = (origin: string, outcome: string, bookingNumber = 'BK7Q2M') =>
  new MessageEvent('message', {
    origin,
    data: { type: 'tessera:payment', outcome, booking: bookingNumber },
  })

describe('a paid booking', () => {
  it('opens the checkout popup from the click, counts the hold down, believes only the API’s message', async () => {
    const { dialog, popup, heard } = await bookPaid()
    expect(window.open).toHaveBeenCalledTimes(1)
    // The host page's origin goes along: the return page posts the outcome to it alone.
    const opened = `${PAYMENT_URL}&origin=${encodeURIComponent(location.origin)}`
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(opened))
    const timer = await dialog.findByRole('timer')
    expect(timer.textContent).toMatch(/^1[45]:[0-5][0-9]$/)
    expect(heard.find((e) => e.type === 'order-created')?.detail).toMatchObject({
      booking_number: 'BK7Q2M',
      status: 'pending',
      total: 21.09,
    })
    const post = (message: MessageEvent) => act(async () => void window.dispatchEvent(message))
    await post(paymentMessage('https://evil.example', 'paid'))
    await post(paymentMessage(API, 'paid', 'OTHER1'))
    // A true message after them: once it shows, the two before it have been handled (and ignored).
    await post(paymentMessage(API, 'declined'))
    expect(await dialog.findByText('The payment was declined. You can try again.')).toBeTruthy()
    expect(dialog.queryByText('BK7Q2M')).toBeNull()
    expect(heard.some((e) => e.type === 'order-completed')).toBe(false)
    window.dispatchEvent(paymentMessage(API, 'paid'))
    expect(await dialog.findByText('BK7Q2M')).toBeTruthy()
    expect(heard.find((e) => e.type === 'order-completed')?.detail).toMatchObject({
      booking_number: 'BK7Q2M',
      status: 'completed',
      lines: [{ event_ticket_id: '33', name: 'Paid', quantity: 1, unit_price: 21.09 }],
    })
  })

  it('believes the return page on APP_URL when the script came from another name of the server', async () => {
    // The widget calls http://api.test; the API's public address (its links) is another origin.
    const appUrl = 'https://tickets.example.org'
    const { dialog, heard } = await bookPaid(
      {},
      { booking_url: `${appUrl}/booking/BK7Q2M?token=secret` },
    )
    const post = (message: MessageEvent) => act(async () => void window.dispatchEvent(message))
    await post(paymentMessage('https://evil.example', 'paid'))
    await post(paymentMessage(appUrl, 'paid'))
    expect(await dialog.findByText('BK7Q2M')).toBeTruthy()
    expect(heard.some((e) => e.type === 'order-completed')).toBe(true)
  })

  it('explains a declined payment or a closed popup and opens the checkout again', async () => {
    const { dialog, popup, user } = await bookPaid()
    window.dispatchEvent(paymentMessage(API, 'declined'))
    expect(await dialog.findByText('The payment was declined. You can try again.')).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Open the payment window' }))
    expect(window.open).toHaveBeenLastCalledWith(
      `${PAYMENT_URL}&origin=${encodeURIComponent(location.origin)}`,
      'tessera-checkout',
      expect.any(String),
    )
    popup.closed = true
    expect(
      await dialog.findByText('The payment window was closed before the payment was completed.'),
    ).toBeTruthy()
  })

  it('after a decline that ended the checkout, says the tickets were released and starts again', async () => {
    const { dialog, popup, user } = await bookPaid()
    const expired = bookingDocument(booking({ status: 'expired', total: 21.09 }))
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/public/bookings/BK7Q2M?token=secret')
          ? new Response(JSON.stringify(expired), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    )
    window.dispatchEvent(paymentMessage(API, 'declined'))
    const alert = await dialog.findByRole('alert')
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'The payment was not completed and the tickets were released. You have not been charged.Start again',
      ),
    )
    expect(popup.close).toHaveBeenCalled()
    expect(dialog.queryByRole('button', { name: 'Open the payment window' })).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Start again' }))
    expect(await dialog.findByRole('heading', { name: 'Tickets' })).toBeTruthy()
  })

  it('speaks Greek with lang="el", on its own root', async () => {
    const { dialog, root } = await bookPaid({ lang: 'el' })
    expect(root.querySelector('.root')!.getAttribute('lang')).toBe('el')
    expect(await dialog.findByText('Ολοκληρώστε την πληρωμή στο παράθυρο πληρωμής.')).toBeTruthy()
  })
})
