import { Controller, useForm, useWatch } from 'react-hook-form'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { useLingui } from '@lingui/react/macro'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import type { Venue } from '@tessera/shared/schemas/venue'
import { LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { TextField } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { toast } from '@tessera/shared/ui/toast'
import { MapPicker } from '../../../components/map-picker/map-picker'
import { Loaded } from '../../../components/loaded'
import { reportFailure } from '../../../lib/failure'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { useVenue } from '../api/get-venue'
import { useSaveVenue } from '../api/save-venue'
import { valuesOf, venueForm } from './venue-values'
import { FormActions } from '../../../components/form-actions'

/** Add Venue and Edit Venue (spec "accounts" §2, §3): name, address with the map picker, city, country, postal code. */
export default function VenueFormScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const venue = useVenue(params.id)
  return (
    <>
      <PageHeader
        title={params.id ? t`Edit venue` : t`Add venue`}
        actions={<LinkButton to={routePath('venuesList')}>{t`Back to venues`}</LinkButton>}
      />
      <Loaded state={venue}>{(current) => <VenueForm venue={current} />}</Loaded>
    </>
  )
}

const FIELDS = {
  name: 'name',
  address_name: 'address_name',
  lat: 'lat',
  long: 'long',
  city: 'city',
  country: 'country',
  postal_code: 'postal_code',
} as const

function VenueForm({ venue }: { venue: Venue | null }) {
  const { t, i18n } = useLingui()
  const save = useSaveVenue()
  const { register, control, handleSubmit, setError, getValues, setValue, formState } = useForm({
    defaultValues: valuesOf(venue),
    resolver: schemaResolver(venueForm, i18n),
  })
  const { errors, isSubmitting } = formState
  const [lat, long] = useWatch({ control, name: ['lat', 'long'] })

  const onSubmit = handleSubmit(async (attributes) => {
    try {
      await save.mutateAsync({ id: venue?.id, attributes })
      toast(venue ? t`Venue updated successfully` : t`Venue added successfully`)
      navigate(routePath('venuesList'))
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: FIELDS })
    }
  })

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Name`}
          hint={t`Leave it empty to use the address.`}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          name="address_name"
          control={control}
          render={({ field }) => (
            <MapPicker
              id="venue"
              required
              addressRef={field.ref}
              onBlur={field.onBlur}
              value={{ address: field.value, lat, long }}
              errors={{
                address: errors.address_name?.message,
                lat: errors.lat?.message,
                long: errors.long?.message,
              }}
              onChange={(next, place) => {
                field.onChange(next.address)
                setValue('lat', next.lat, { shouldDirty: true })
                setValue('long', next.long, { shouldDirty: true })
                if (!place) return
                if (place.city) setValue('city', place.city, { shouldDirty: true })
                if (place.country) setValue('country', place.country, { shouldDirty: true })
                if (place.postal_code)
                  setValue('postal_code', place.postal_code, { shouldDirty: true })
                if (place.name && !getValues('name').trim())
                  setValue('name', place.name, { shouldDirty: true })
              }}
            />
          )}
        />
        <TextField
          label={t`City`}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={t`Country`}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label={t`Postal code`}
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <FormActions
          cancel={routePath('venuesList')}
          submitLabel={venue ? t`Save venue` : t`Add venue`}
          busy={isSubmitting}
        />
      </form>
    </Card>
  )
}
