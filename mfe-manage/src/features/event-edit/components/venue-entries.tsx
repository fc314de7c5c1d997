import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { canUseDeveloperFeatures } from '@tessera/shared/domain/access/roles'
import type { Venue } from '@tessera/shared/schemas/venue'
import { Badge } from '@tessera/shared/ui/badge'
import { Button } from '@tessera/shared/ui/button'
import { Checkbox } from '@tessera/shared/ui/field'
import { fieldId } from '../form/field-targets'
import { emptyVenue, type EventValues } from '../form/event-values'
import { useEventPlanRole } from '../hooks/event-plan-role'
import { VenueEntry } from './venue-entry'

/** The event's venue, or several with multiple addresses (developers only, spec "events" §6). */
export function VenueEntries({ savedVenues }: { savedVenues: Venue[] }) {
  const { t } = useLingui()
  const role = useEventPlanRole()
  const developer = canUseDeveloperFeatures(role)
  const { register, control } = useFormContext<EventValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'venues', keyName: 'key' })
  const multiple = useWatch({ control, name: 'multiple_addresses' })
  return (
    <div className="ts-event-edit__venues">
      <Checkbox
        switch
        id={fieldId('multiple_addresses')}
        disabled={!developer}
        label={
          <>
            {t`Multiple addresses`}{' '}
            {developer ? null : (
              <Badge tone="premium">{t({ message: 'Developers', comment: 'badge' })}</Badge>
            )}
          </>
        }
        {...register('multiple_addresses')}
      />
      {fields.map((field, index) => (
        <VenueEntry
          key={field.key}
          index={index}
          count={fields.length}
          savedVenues={savedVenues}
          onRemove={() => remove(index)}
        />
      ))}
      {multiple && developer ? (
        <Button variant="secondary" size="sm" onClick={() => append(emptyVenue())}>
          {t`Add another address`}
        </Button>
      ) : null}
    </div>
  )
}
