/**
 * `<tessera-booking>`: Tessera's booking widget (`/widget/tessera-booking.js`). The types of its
 * attributes and of the events it sends the host page (each bubbles and crosses the shadow root).
 */

/** One line of a booking as the host page sees it. */
export type TesseraBookingLine = {
  event_ticket_id: string
  name: string
  quantity: number
  /** What the buyer pays for one unit, in the currency's major units. */
  unit_price: number
}

/** A booking the visitor made: its number, lines and total. */
export type TesseraOrderDetail = {
  /** The booking number. */
  booking_number: string
  status: 'pending' | 'completed' | 'cancelled' | 'expired'
  lines: TesseraBookingLine[]
  total: number
  /** Lower-case ISO 4217 code (`eur`, `aud`, `usd`). */
  currency: string
}

export type TesseraStep = 'tickets' | 'registration' | 'book'

export type TesseraEventDetails = {
  'tessera:open': { event: string }
  'tessera:step': { step: 0 | 1 | 2; name: TesseraStep }
  'tessera:order-created': TesseraOrderDetail
  'tessera:order-completed': TesseraOrderDetail
  /** `code`: one of the API's error codes (docs/API.md), or `network_error`. */
  'tessera:error': { code: string; message: string }
  'tessera:close': { completed: boolean }
}

export type TesseraEvent<K extends keyof TesseraEventDetails> = CustomEvent<TesseraEventDetails[K]>

export interface TesseraBookingElement extends HTMLElement {
  addEventListener<K extends keyof TesseraEventDetails>(
    type: K,
    listener: (this: TesseraBookingElement, event: TesseraEvent<K>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void
}

declare global {
  interface HTMLElementTagNameMap {
    'tessera-booking': TesseraBookingElement
  }
  interface HTMLElementEventMap {
    'tessera:open': TesseraEvent<'tessera:open'>
    'tessera:step': TesseraEvent<'tessera:step'>
    'tessera:order-created': TesseraEvent<'tessera:order-created'>
    'tessera:order-completed': TesseraEvent<'tessera:order-completed'>
    'tessera:error': TesseraEvent<'tessera:error'>
    'tessera:close': TesseraEvent<'tessera:close'>
  }
}
