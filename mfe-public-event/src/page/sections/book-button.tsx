import type { CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { readableTextOn } from '@tessera/shared/domain/events/readable-color'
import type { SectionProps } from '../page-props'
import { TicketPrices } from './ticket-prices'

/** The Book button's colours: the organizer's colour when a readable text colour exists on it. */
function buttonStyle(color: string | null): CSSProperties | undefined {
  const text = color ? readableTextOn(color) : null
  return color && text ? { background: color, borderColor: color, color: text } : undefined
}

/**
 * The Book button (spec "events" §2), with the event's own label and colour. Booking itself comes
 * with the booking widget: until then the button is shown disabled with "Booking opens soon".
 */
export function BookButton({ event }: SectionProps) {
  const { t } = useLingui()
  const label =
    event.custom_book_button_label && event.book_button_label ? event.book_button_label : t`Book`
  return (
    <div className="pe-book">
      <TicketPrices event={event} />
      {event.book_promotion_label ? (
        <p className="pe-book__promotion">{event.book_promotion_label}</p>
      ) : null}
      <button
        type="button"
        className="pe-button pe-book__button"
        style={buttonStyle(event.book_button_color)}
        disabled
        aria-describedby={`pe-book-soon-${event.id}`}
      >
        {label}
      </button>
      <p id={`pe-book-soon-${event.id}`} className="pe-book__soon">
        {t`Booking opens soon`}
      </p>
    </div>
  )
}
