import { Trans, useLingui } from '@lingui/react/macro'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { serviceFee, feeSplit } from '@tessera/shared/domain/fees/service-fee'
import { formatMoney } from '../lib/money'

type FeeAmountsProps = {
  priceCents: number
  bearing: number
  role: RoleName
  currency: string | null | undefined
}

/**
 * What each party pays for one ticket, computed live by the shared fee rule (the organizer's role
 * fee, split by the bearing): the service fee, what the buyer pays and what the organizer receives.
 */
export function FeeAmounts({ priceCents, bearing, role, currency }: FeeAmountsProps) {
  const { i18n } = useLingui()
  const split = feeSplit(priceCents, bearing, role)
  const fee = serviceFee(role)
  const money = (cents: number) => formatMoney(cents, currency, i18n.locale)
  const percent = new Intl.NumberFormat(i18n.locale, {
    style: 'percent',
    minimumFractionDigits: 2,
  }).format(fee.basisPoints / 10_000)
  const fixed = money(fee.fixedCents)
  return (
    <div className="ts-fee-amounts" aria-live="polite">
      <p className="ts-field__hint">
        <Trans>
          Service fee of your plan: {percent} + {fixed} per paid ticket.
        </Trans>
      </p>
      <dl className="ts-fee-amounts__list">
        <div>
          <dt>
            <Trans>Service fee</Trans>
          </dt>
          <dd>{money(split.feeCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Buyer pays</Trans>
          </dt>
          <dd>{money(split.buyerPaysCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee paid by the buyer</Trans>
          </dt>
          <dd>{money(split.buyerFeeCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee absorbed by you</Trans>
          </dt>
          <dd>{money(split.organizerAbsorbsCents)}</dd>
        </div>
        <div>
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd>{money(split.organizerReceivesCents)}</dd>
        </div>
      </dl>
    </div>
  )
}
