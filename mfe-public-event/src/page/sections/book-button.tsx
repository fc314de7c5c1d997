import type { CSSProperties, DetailedHTMLProps, HTMLAttributes } from 'react'
import { useLingui } from '@lingui/react/macro'
import { readableTextOn } from '@tessera/shared/domain/events/readable-color'
import { PAGE_PAYLOAD_ID } from '../../page-payload'
import type { SectionProps } from '../page-props'
import { TicketPrices } from './ticket-prices'

/** The booking widget's element (`mfe-booking-widget`, `/widget/tessera-booking.js`) in JSX. */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'tessera-booking': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        event: string
        'btn-only'?: ''
        payload?: string
      }
    }
  }
}

/** The Book button's colours: the organizer's colour when a readable text colour exists on it. */
function buttonStyle(color: string | null): CSSProperties | undefined {
  const text = color ? readableTextOn(color) : null
  return color && text ? { background: color, borderColor: color, color: text } : undefined
}

type BookButtonProps = SectionProps & {
  /** The organizer's preview: nobody books there. */
  preview?: boolean
  /** The "button only" mode: the booking opens on load. */
  bookOnly?: boolean
}

/**
 * The Book button (spec "events" §2): the booking widget's element, `<tessera-booking>`, the same
 * one organizers embed in their own sites (`/widget/tessera-booking.js`, loaded by the page). Until
 * the element upgrades, the button it will draw is shown disabled in its place (same label, colour
 * and size, so nothing moves). The organizer's preview shows that button with a note instead.
 */
export function BookButton({ event, preview, bookOnly }: BookButtonProps) {
  const { t } = useLingui()
  const label =
    event.custom_book_button_label && event.book_button_label ? event.book_button_label : t`Book`
  const noteId = `pe-book-note-${event.id}`
  const placeholder = (
    <button
      type="button"
      className="pe-button pe-book__button"
      style={buttonStyle(event.book_button_color)}
      disabled
      aria-describedby={preview ? noteId : undefined}
    >
      {label}
    </button>
  )
  return (
    <div className="pe-book">
      <TicketPrices event={event} />
      {event.book_promotion_label ? (
        <p className="pe-book__promotion">{event.book_promotion_label}</p>
      ) : null}
      {preview ? (
        <>
          {placeholder}
          <p id={noteId} className="pe-book__soon">
            {t`Visitors book here on the published page.`}
          </p>
        </>
      ) : (
        // The element takes the event from the page's payload instead of reading it again.
        <tessera-booking
          event={event.hash_code || event.id}
          btn-only={bookOnly ? '' : undefined}
          payload={PAGE_PAYLOAD_ID}
        >
          {placeholder}
        </tessera-booking>
      )}
    </div>
  )
}
