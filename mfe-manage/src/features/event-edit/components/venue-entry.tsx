import { useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import type { Venue } from '@tessera/shared/schemas/venue'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { ReferenceCombobox } from '../../../components/reference-combobox'
import { MapPicker, type PlaceValue } from '../../../components/map-picker/map-picker'
import { venueId } from '../form/field-targets'
import type { EventValues, VenueDraft } from '../form/event-values'
import { useFieldError } from '../hooks/use-field-error'

type VenueEntryProps = { index: number; count: number; savedVenues: Venue[]; onRemove: () => void }

const draftOf = (venue: Venue): VenueDraft => ({
  id: venue.id,
  name: venue.name,
  address: venue.address_name,
  lat: venue.lat === null ? '' : String(venue.lat),
  long: venue.long === null ? '' : String(venue.long),
})

/**
 * One venue of the event: a saved venue to reuse, or a name and an address chosen with the map
 * picker (spec "events" §2 "venue (address picker with map)"). Saved with the event's Update.
 */
export function VenueEntry({ index, count, savedVenues, onRemove }: VenueEntryProps) {
  const { t } = useLingui()
  const { control, setValue, register } = useFormContext<EventValues>()
  const venue = useWatch({ control, name: `venues.${index}` })
  const base = venueId(index)
  const errors = {
    address: useFieldError(`venues/${index}/address`, ...(index === 0 ? ['venues'] : [])),
    lat: useFieldError(`venues/${index}/lat`),
    long: useFieldError(`venues/${index}/long`),
  }
  const set = (next: Partial<VenueDraft>) => {
    for (const [key, value] of Object.entries(next))
      setValue(`venues.${index}.${key as keyof VenueDraft}`, value as string, {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      })
  }
  const onPlace = (place: PlaceValue, found?: { name: string | null }) => {
    set({ address: place.address, lat: place.lat, long: place.long })
    if (found?.name && !venue.name.trim()) set({ name: found.name })
  }
  const choose = (id: string) => {
    const saved = savedVenues.find((item) => item.id === id)
    set(saved ? draftOf(saved) : { id: null, name: '', address: '', lat: '', long: '' })
  }
  const n = index + 1
  return (
    <fieldset className="ts-event-edit__venue">
      <legend>{count > 1 ? t`Venue ${n}` : t`Venue`}</legend>
      {savedVenues.length ? (
        <ReferenceCombobox
          id={`${base}-saved`}
          label={t`Saved venue`}
          none={t`A new venue`}
          hint={t`Type to find a saved venue.`}
          items={savedVenues.map((item) => ({ value: item.id, label: item.name }))}
          value={venue.id ?? ''}
          onChange={choose}
        />
      ) : null}
      <TextField
        id={`${base}-name`}
        label={t`Venue name`}
        hint={t`Leave it empty to use the address.`}
        autoComplete="off"
        {...register(`venues.${index}.name`)}
      />
      <MapPicker
        id={base}
        required
        value={{ address: venue.address, lat: venue.lat, long: venue.long }}
        errors={errors}
        onChange={onPlace}
      />
      {count > 1 ? (
        <Button variant="danger" size="sm" onClick={onRemove}>
          {t`Remove venue ${n}`}
        </Button>
      ) : null}
    </fieldset>
  )
}
