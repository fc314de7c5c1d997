import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  API,
  booking,
  bookingDocument,
  eventDocument,
  inShadow,
  mountElement,
  stubApi,
  ticket,
} from './test-support'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('<tessera-booking>', () => {
  it('is defined once, and shows the organizer’s label in a shadow root with adopted styles', async () => {
    stubApi(
      eventDocument([ticket('31')], {
        custom_book_button_label: true,
        book_button_label: 'Get your pass',
      }),
    )
    await import('./tessera-booking')
    const { root } = mountElement({ event: 'k3Jd9Qx2', api: API })
    expect(
      await (await inShadow(root)).findByRole('button', { name: 'Get your pass' }),
    ).toBeTruthy()
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0)
    expect(root.querySelector('style, [style]')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('takes the event its page embeds on the API’s own page, never on another origin’s', async () => {
    const document_ = eventDocument([ticket('31')], {
      custom_book_button_label: true,
      book_button_label: 'From the page',
    })
    document.documentElement.lang = 'en'
    const payload = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'tessera-public-event',
      textContent: JSON.stringify({ document: document_ }),
    })
    document.body.append(payload)
    const fetch = stubApi(eventDocument([ticket('31')]))
    const own = mountElement({
      event: 'k3Jd9Qx2',
      api: location.origin,
      payload: 'tessera-public-event',
    })
    expect(
      await (await inShadow(own.root)).findByRole('button', { name: 'From the page' }),
    ).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    // Another API origin than the page's: the page's data is not the API's word.
    const other = mountElement({ event: 'k3Jd9Qx2', api: API, payload: 'tessera-public-event' })
    expect(await (await inShadow(other.root)).findByRole('button', { name: 'Book' })).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('opens the modal on load with btn-only', async () => {
    stubApi(eventDocument([ticket('31')]))
    const { root, heard } = mountElement({ event: 'k3Jd9Qx2', api: API, 'btn-only': '' })
    const shadow = await inShadow(root)
    expect(await shadow.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy()
    expect(heard[0]).toEqual({ type: 'open', detail: { event: 'k3Jd9Qx2' } })
  })

  it('books free tickets: steps, consent ticked, the booking number, and every host event', async () => {
    const user = userEvent.setup()
    const fetch = stubApi(
      eventDocument([
        ticket('31', { max_quantity_per_person: 2 }),
        ticket('32', { name: 'Gone', sale_state: 'sold_out', remaining: 0 }),
      ]),
      [[201, bookingDocument(booking())]],
    )
    const { root, heard } = mountElement({
      event: 'k3Jd9Qx2',
      api: API,
      'prefill-name': 'Maria',
      'prefill-email': 'maria@example.com',
    })
    const shadow = await inShadow(root)
    const book = await shadow.findByRole('button', { name: 'Book' })
    await user.click(book)
    // The modal's chunk is loaded on this first click.
    const dialog = await shadow.findByRole('dialog', {}, { timeout: 5000 })
    expect(within(dialog).getByText('Ticket is sold out')).toBeTruthy()
    const more = within(dialog).getByRole('button', { name: 'More Ticket 31' })
    await user.click(more)
    await user.click(more)
    expect((more as HTMLButtonElement).disabled).toBe(true)
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(((await within(dialog).findByLabelText('Name *')) as HTMLInputElement).value).toBe(
      'Maria',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Book' }))
    expect(await within(dialog).findByText('BK7Q2M')).toBeTruthy()

    const [url, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/orders'))!
    expect(url).toBe(`${API}/api/v1/orders`)
    expect(init!.credentials).toBe('omit')
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.parse(String(init!.body)).data.attributes).toEqual({
      event_id: '12',
      buyer: { name: 'Maria', email: 'maria@example.com' },
      lines: [{ event_ticket_id: '31', quantity: 2 }],
      consent: true,
      locale: 'en',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(root.activeElement).toBe(book))
    expect(heard.map((e) => e.type)).toEqual([
      'open',
      'step',
      'step',
      'step',
      'order-created',
      'order-completed',
      'close',
    ])
    expect(heard[5]!.detail).toEqual({
      booking_number: 'BK7Q2M',
      status: 'completed',
      lines: [{ event_ticket_id: '31', name: 'Ticket 31', quantity: 2, unit_price: 0 }],
      total: 0,
      currency: 'eur',
    })
  })
})
