import { useLingui } from '@lingui/react/macro'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { chosenLines, draftTotal, type Draft } from './draft'
import { formatMoney } from './money'

/** The Book Me In step's summary: each chosen ticket, its quantity and cost, and the total. */
export function OrderSummary({ event, draft }: { event: PublicEvent; draft: Draft }) {
  const { t, i18n } = useLingui()
  const money = (amount: number) => formatMoney(amount, event.currency, i18n.locale)
  return (
    <table className="summary">
      <thead>
        <tr>
          <th scope="col">{t`Ticket`}</th>
          <th scope="col">{t`Quantity`}</th>
          <th scope="col">{t`Amount`}</th>
        </tr>
      </thead>
      <tbody>
        {chosenLines(event, draft).map(({ ticket, quantity }) => (
          <tr key={ticket.id}>
            <td>{ticket.name}</td>
            <td>{quantity}</td>
            <td>{money(ticket.final_price * quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t`Total`}
          </th>
          <td>{money(draftTotal(event, draft))}</td>
        </tr>
      </tfoot>
    </table>
  )
}
