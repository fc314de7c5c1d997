import type { TesseraEventDetails } from './public-types'

/** Sends the host page one of the element's typed events (bubbling, out of the shadow root). */
export function emit<K extends keyof TesseraEventDetails>(
  host: Element,
  type: K,
  detail: TesseraEventDetails[K],
): void {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))
}
