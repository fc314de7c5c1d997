import { useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import type { EventType } from '@tessera/shared/domain/events/constants'
import {
  needsAddress,
  showsCapacity,
  showsUnlimitedSwitch,
  showsVirtualLink,
} from '@tessera/shared/domain/events/event-type'
import type { Venue } from '@tessera/shared/schemas/venue'
import { Alert } from '@tessera/shared/ui/alert'
import { Card } from '@tessera/shared/ui/card'
import { Checkbox, Select, TextField } from '@tessera/shared/ui/field'
import { fieldId } from '../form/field-targets'
import type { EventValues } from '../form/event-values'
import { useFieldError } from '../hooks/use-field-error'
import { VenueEntries } from './venue-entries'

/** What the event type decides: these fields are checked again when it changes. */
const TYPE_DEPENDENTS: ['total_capacity', 'virtual_link', 'venues.0.address'] = [
  'total_capacity',
  'virtual_link',
  'venues.0.address',
]

/**
 * Where and how many (spec "events" §4 "Event type effects"): virtual shows the unlimited switch
 * and the link; hybrid the link and the venue; physical and hybrid the venue map and address; tba
 * hides the capacity and shows an announcement notice.
 */
export function WhereCard({ savedVenues }: { savedVenues: Venue[] }) {
  const { t } = useLingui()
  const { register, control } = useFormContext<EventValues>()
  const [type, unlimited] = useWatch({ control, name: ['event_type', 'unlimited_attendees'] })
  const errors = {
    total_capacity: useFieldError('total_capacity'),
    virtual_link: useFieldError('virtual_link'),
    link: useFieldError('link'),
  }
  const types: { value: EventType; label: string }[] = [
    { value: 'physical', label: t`Physical` },
    { value: 'virtual', label: t`Virtual` },
    { value: 'hybrid', label: t`Hybrid` },
    { value: 'tba', label: t`To be announced` },
  ]
  const capacityShown = showsCapacity(type) && !(showsUnlimitedSwitch(type) && unlimited)
  return (
    <Card title={t`Where and how many`}>
      <Select
        id={fieldId('event_type')}
        label={t`Event type`}
        options={types}
        {...register('event_type', { deps: TYPE_DEPENDENTS })}
      />
      {type === 'tba' ? (
        <Alert tone="info" title={t`Time and place to be announced`}>
          <p>{t`Guests see that the details are coming. Once they are set, tell your guests with an announcement.`}</p>
        </Alert>
      ) : null}
      {showsUnlimitedSwitch(type) ? (
        <Checkbox
          switch
          id={fieldId('unlimited_attendees')}
          label={t`Unlimited participants`}
          {...register('unlimited_attendees', { deps: ['total_capacity'] })}
        />
      ) : null}
      {capacityShown ? (
        <TextField
          id={fieldId('total_capacity')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          label={t`Capacity`}
          required
          error={errors.total_capacity}
          {...register('total_capacity')}
        />
      ) : null}
      {showsVirtualLink(type) ? (
        <TextField
          id={fieldId('virtual_link')}
          type="url"
          label={t`Online link`}
          required
          hint={t`The Zoom, Google Meet, Microsoft Teams or other address guests join at.`}
          error={errors.virtual_link}
          {...register('virtual_link')}
        />
      ) : null}
      {needsAddress(type) ? <VenueEntries savedVenues={savedVenues} /> : null}
      <TextField
        id={fieldId('link')}
        type="url"
        label={t`Website`}
        hint={t`A page about the event elsewhere, if it has one.`}
        error={errors.link}
        {...register('link')}
      />
    </Card>
  )
}
