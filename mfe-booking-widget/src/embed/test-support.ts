import { vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fullPublicEvent } from '@tessera/shared/public/public-event-fixtures'
import { publicEventDocument, type PublicTicket } from '@tessera/shared/public/public-event'
import type { Booking } from '@tessera/shared/public/booking'
export { bookingDocument } from '@tessera/shared/public/booking'
import './tessera-booking'

export const API = 'http://api.test'

/** A ticket on sale, free and unlimited unless `overrides` say otherwise. */
export function ticket(id: string, overrides: Partial<PublicTicket> = {}): PublicTicket {
  return {
    ...fullPublicEvent.tickets[1]!,
    id,
    name: `Ticket ${id}`,
    description: null,
    custom_description: null,
    attendance_type: null,
    start_sale_at: '2020-01-01T00:00:00.000+02:00',
    end_sale_at: '2099-12-31T23:59:59.000+02:00',
    ...overrides,
  }
}

/** A physical event's document with the tickets given (`GET /public/events/{code}`). */
export function eventDocument(tickets: PublicTicket[], overrides = {}) {
  return publicEventDocument({
    ...fullPublicEvent,
    event_type: 'physical',
    custom_book_button_label: false,
    tickets,
    ...overrides,
  })
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '501',
    hash_code: 'BK7Q2M',
    event_id: fullPublicEvent.id,
    status: 'completed',
    buyer_name: 'Maria',
    total: 0,
    fee: 0,
    refunded: 0,
    currency: 'eur',
    payment_url: null,
    expires_at: null,
    paid_at: null,
    cancelled_at: null,
    created_at: '2027-01-01T10:00:00.000Z',
    booking_url: `${API}/booking/BK7Q2M?token=secret`,
    lines: [],
    attendees: [],
    ...overrides,
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json' },
  })

/** `fetch` answering the event's document, then each `orders` answer in turn (a function may throw). */
export function stubApi(event: unknown, orders: Array<[number, unknown] | Error> = []) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).includes('/public/events/')) return json(200, event)
    if (String(url).endsWith('/orders') && init?.method === 'POST') {
      const next = orders.shift()
      if (!next || next instanceof Error) throw next ?? new TypeError('Failed to fetch')
      return json(next[0], next[1])
    }
    return json(404, { errors: [{ status: '404', code: 'not_found' }] })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** Puts `<tessera-booking>` on the page and records every `tessera:*` event the page hears. */
export function mountElement(attributes: Record<string, string>) {
  const element = document.createElement('tessera-booking')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  const heard: Array<{ type: string; detail: unknown }> = []
  for (const type of ['open', 'step', 'order-created', 'order-completed', 'error', 'close'])
    document.addEventListener(`tessera:${type}`, (event) =>
      heard.push({ type, detail: (event as CustomEvent).detail }),
    )
  document.body.append(element)
  return { element, root: element.shadowRoot!, heard }
}

/** Testing Library inside the element's shadow root (its queries start from the root's first element). */
export async function inShadow(root: ShadowRoot) {
  const top = await waitFor(
    () => root.querySelector<HTMLElement>('.root') ?? Promise.reject(new Error('not rendered')),
  )
  return within(top)
}

/** The element on the page, its modal opened with a click on the book button. */
export async function openModal(
  event: unknown,
  orders: Array<[number, unknown] | Error> = [],
  attributes: Record<string, string> = {},
) {
  const user = userEvent.setup()
  const fetch = stubApi(event, orders)
  const mounted = mountElement({ event: 'k3Jd9Qx2', api: API, ...attributes })
  const shadow = await inShadow(mounted.root)
  const button = await shadow.findByRole('button')
  await user.click(button)
  // The modal's chunk is loaded on this first click.
  const dialog = within(await shadow.findByRole('dialog', {}, { timeout: 5000 }))
  return { ...mounted, user, fetch, button, dialog }
}

/** The `Idempotency-Key` of each `POST /orders` sent so far. */
export function orderKeys(fetch: ReturnType<typeof stubApi>): string[] {
  return fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/orders'))
    .map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']!)
}
