import { useLingui } from '@lingui/react/macro'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { PRICE_STEP } from '@tessera/shared/domain/events/constants'
import { toCents } from '@tessera/shared/domain/fees/money'
import { TextField } from '@tessera/shared/ui/field'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import type { CardField, TicketDraft } from '../lib/ticket-draft'
import { FeeAmounts } from './fee-amounts'
import { FeeBearingField } from './fee-bearing-field'

type PriceFieldsProps = {
  draft: TicketDraft
  errors: Partial<Record<CardField, string>>
  role: RoleName
  currency: string | null | undefined
  change: <K extends keyof TicketDraft>(field: K, value: TicketDraft[K]) => void
}

/** Price (≥ 0 in steps of 0.5; greyed for free plans, whose prices the API forces to 0) and fee bearing. */
export function PriceFields({ draft, errors, role, currency, change }: PriceFieldsProps) {
  const { t } = useLingui()
  const price = Number(draft.price)
  const code = (currency ?? '').toUpperCase()
  const priceCents = Number.isFinite(price) && price > 0 ? toCents(price) : 0
  return (
    <div className="ts-ticket-card__price">
      <PremiumGate feature="paid_tickets" role={role}>
        <TextField
          label={t`Price (${code})`}
          type="number"
          min={0}
          step={PRICE_STEP}
          inputMode="decimal"
          required
          value={draft.price}
          error={errors.price}
          hint={t`0 makes the ticket free.`}
          onChange={(event) => change('price', event.currentTarget.value)}
        />
      </PremiumGate>
      <FeeBearingField
        value={draft.absorb_service_fee}
        error={errors.absorb_service_fee}
        onChange={(value) => change('absorb_service_fee', value)}
      />
      <FeeAmounts
        priceCents={priceCents}
        bearing={draft.absorb_service_fee}
        role={role}
        currency={currency}
      />
    </div>
  )
}
