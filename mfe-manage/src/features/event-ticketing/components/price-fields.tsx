import { useController, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { PRICE_STEP } from '@tessera/shared/domain/events/constants'
import { toCents } from '@tessera/shared/domain/fees/money'
import { TextField } from '@tessera/shared/ui/field'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import type { TicketForm } from '../lib/ticket-values'
import { FeeAmounts } from './fee-amounts'
import { FeeBearingField } from './fee-bearing-field'

type PriceFieldsProps = {
  form: TicketForm
  role: RoleName
  currency: string | null | undefined
}

/** Price (≥ 0 in steps of 0.5; greyed for free plans, whose prices the API forces to 0) and fee bearing. */
export function PriceFields({ form, role, currency }: PriceFieldsProps) {
  const { t } = useLingui()
  const { register, control, formState } = form
  const bearing = useController({ control, name: 'absorb_service_fee' })
  const price = Number(useWatch({ control, name: 'price' }))
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
          error={formState.errors.price?.message}
          hint={t`0 makes the ticket free.`}
          {...register('price')}
        />
      </PremiumGate>
      <FeeBearingField
        value={bearing.field.value}
        error={bearing.fieldState.error?.message}
        onChange={bearing.field.onChange}
      />
      <FeeAmounts
        priceCents={priceCents}
        bearing={bearing.field.value}
        role={role}
        currency={currency}
      />
    </div>
  )
}
