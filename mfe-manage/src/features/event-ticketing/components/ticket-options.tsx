import { useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { Checkbox, Select, TextField } from '@tessera/shared/ui/field'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import type { CardEvent, TicketForm } from '../lib/ticket-values'

type TicketOptionsProps = {
  form: TicketForm
  event: CardEvent
}

/**
 * Quantities and attendee options: total quantity (empty for unlimited), per-person maximum (hidden
 * for personalized tickets), personalized tickets and phone collection (premium), dietary or
 * special requirements asked of each attendee, attendance type (hybrid events).
 */
export function TicketOptions({ form, event }: TicketOptionsProps) {
  const { t } = useLingui()
  const { register, control, formState } = form
  const { errors } = formState
  const personalized = useWatch({ control, name: 'personalized_ticket' })
  const capacity = event.total_capacity === -1 ? undefined : event.total_capacity
  const needsCount = event.event_type === 'physical' || event.event_type === 'hybrid'
  return (
    <div className="ts-ticket-card__grid">
      <TextField
        label={t`Total quantity`}
        type="number"
        step={1}
        max={capacity}
        inputMode="numeric"
        error={errors.total_quantity?.message}
        hint={needsCount ? t`At least 1 for in-person events.` : t`Leave empty for unlimited.`}
        {...register('total_quantity')}
      />
      {personalized ? null : (
        <TextField
          label={t`Maximum per person`}
          type="number"
          min={1}
          max={capacity}
          step={1}
          inputMode="numeric"
          error={errors.max_quantity_per_person?.message}
          hint={t`Leave empty for no limit.`}
          {...register('max_quantity_per_person')}
        />
      )}
      <PremiumGate feature="personalized_tickets" role={event.organizer_role}>
        <Checkbox
          switch
          label={t`Personalized tickets (one named guest per ticket)`}
          error={errors.personalized_ticket?.message}
          {...register('personalized_ticket')}
        />
      </PremiumGate>
      <PremiumGate feature="phone_collection" role={event.organizer_role}>
        <Checkbox
          switch
          label={t`Collect phone numbers`}
          error={errors.phone_number_enabled?.message}
          {...register('phone_number_enabled')}
        />
      </PremiumGate>
      <Checkbox
        switch
        label={t`Ask each attendee for dietary or special requirements`}
        error={errors.special_requirements_required?.message}
        {...register('special_requirements_required')}
      />
      {event.event_type === 'hybrid' ? (
        <Select
          label={t`Attendance type`}
          error={errors.attendance_type?.message}
          placeholder={t`The guest chooses`}
          options={[
            { value: 'physical', label: t`In-person` },
            { value: 'virtual', label: t`Virtual` },
          ]}
          {...register('attendance_type')}
        />
      ) : null}
    </div>
  )
}
