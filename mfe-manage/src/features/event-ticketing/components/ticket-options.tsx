import { useLingui } from '@lingui/react/macro'
import { Checkbox, Select, TextField } from '@tessera/shared/ui/field'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import type { CardEvent, CardField, TicketDraft } from '../lib/ticket-draft'

type TicketOptionsProps = {
  draft: TicketDraft
  errors: Partial<Record<CardField, string>>
  event: CardEvent
  change: <K extends keyof TicketDraft>(field: K, value: TicketDraft[K]) => void
}

/**
 * Quantities and attendee options: total quantity (empty for unlimited), per-person maximum (hidden
 * for personalized tickets), personalized tickets and phone collection (premium), attendance type
 * (hybrid events).
 */
export function TicketOptions({ draft, errors, event, change }: TicketOptionsProps) {
  const { t } = useLingui()
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
        value={draft.total_quantity}
        error={errors.total_quantity}
        hint={needsCount ? t`At least 1 for in-person events.` : t`Leave empty for unlimited.`}
        onChange={(event) => change('total_quantity', event.currentTarget.value)}
      />
      {draft.personalized_ticket ? null : (
        <TextField
          label={t`Maximum per person`}
          type="number"
          min={1}
          max={capacity}
          step={1}
          inputMode="numeric"
          value={draft.max_quantity_per_person}
          error={errors.max_quantity_per_person}
          hint={t`Leave empty for no limit.`}
          onChange={(event) => change('max_quantity_per_person', event.currentTarget.value)}
        />
      )}
      <PremiumGate feature="personalized_tickets" role={event.organizer_role}>
        <Checkbox
          switch
          label={t`Personalized tickets (one named guest per ticket)`}
          checked={draft.personalized_ticket}
          error={errors.personalized_ticket}
          onChange={(event) => change('personalized_ticket', event.currentTarget.checked)}
        />
      </PremiumGate>
      <PremiumGate feature="phone_collection" role={event.organizer_role}>
        <Checkbox
          switch
          label={t`Collect phone numbers`}
          checked={draft.phone_number_enabled}
          error={errors.phone_number_enabled}
          onChange={(event) => change('phone_number_enabled', event.currentTarget.checked)}
        />
      </PremiumGate>
      {event.event_type === 'hybrid' ? (
        <Select
          label={t`Attendance type`}
          value={draft.attendance_type}
          error={errors.attendance_type}
          placeholder={t`The guest chooses`}
          options={[
            { value: 'physical', label: t`In-person` },
            { value: 'virtual', label: t`Virtual` },
          ]}
          onChange={(event) =>
            change('attendance_type', event.currentTarget.value as TicketDraft['attendance_type'])
          }
        />
      ) : null}
    </div>
  )
}
