import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'

/**
 * What tickets cost, beside the Book button: from the lowest to the highest price a buyer pays
 * among the tickets on sale (else among all), in the event's currency and the page language;
 * "Free" when nothing costs anything, and the spec's "No available tickets at the moment" without
 * tickets.
 */
export function TicketPrices({ event }: SectionProps) {
  const { t, i18n } = useLingui()
  if (event.tickets.length === 0)
    return <p className="pe-book__price">{t`No available tickets at the moment`}</p>
  const onSale = event.tickets.filter((ticket) => ticket.sale_state === 'on_sale')
  const prices = (onSale.length > 0 ? onSale : event.tickets).map((ticket) => ticket.final_price)
  const lowest = Math.min(...prices)
  const highest = Math.max(...prices)
  if (highest === 0) return <p className="pe-book__price">{t`Free`}</p>
  const money = new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: event.currency.toUpperCase(),
    minimumFractionDigits: 2,
  })
  return (
    <p className="pe-book__price">
      {lowest === highest ? money.format(lowest) : money.formatRange(lowest, highest)}
    </p>
  )
}
