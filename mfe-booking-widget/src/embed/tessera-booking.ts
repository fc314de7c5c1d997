import r2wc from '@r2wc/react-to-web-component'
import { BookingElement } from './booking-element'
import { sharedElementSheet } from './theme'

const TAG = 'tessera-booking'

const Base = r2wc(BookingElement, {
  shadow: 'open',
  props: {
    event: 'string',
    lang: 'string',
    label: 'string',
    color: 'string',
    prefillName: 'string',
    prefillEmail: 'string',
    api: 'string',
    payload: 'string',
  },
})

/** `<tessera-booking>`: its styles are adopted before its first render, so it never shows unstyled. */
class TesseraBooking extends Base {
  constructor() {
    super()
    this.shadowRoot!.adoptedStyleSheets = [sharedElementSheet()]
  }
}

// A page may load the script twice (two snippets, or the public page and an organizer's copy).
if (!customElements.get(TAG)) customElements.define(TAG, TesseraBooking)
