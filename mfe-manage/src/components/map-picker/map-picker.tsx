import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { Spinner } from '@tessera/shared/ui/spinner'
import { MapBoundary } from './map-boundary'
import { loadMapsConfig, type MapsConfig } from './maps-config'
import type { Place } from './reverse-geocode'
import { usePlaceLookup } from './use-place-lookup'
import './map-picker.css'

const LeafletMap = lazy(() => import('./leaflet-map'))

/** The picker's real inputs: the address and the coordinates, as typed (text). */
export type PlaceValue = { address: string; lat: string; long: string }

export type MapPickerProps = {
  value: PlaceValue
  /** A change of any field; `place` is what reverse geocoding found, when it filled the address. */
  onChange: (value: PlaceValue, place?: Place) => void
  /** Ids of the inputs: `${id}-address`, `${id}-lat`, `${id}-long` (for focusing them). */
  id: string
  addressLabel?: string
  required?: boolean
  errors?: Partial<Record<keyof PlaceValue, string | undefined>>
  /** The address input (a form library focuses it when it is invalid). */
  addressRef?: Ref<HTMLInputElement>
  onBlur?: () => void
}

const round = (value: number) => String(Math.round(value * 1e6) / 1e6)
const coordinate = (text: string, limit: number) => {
  const value = Number(text)
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}

/**
 * Address picker (spec "accounts" §4): the address and coordinate fields are the inputs; the map
 * (loaded on demand) and "use my location" help fill them in, and the chosen point's address is
 * looked up through the configured reverse geocoder. The address stays editable.
 */
export function MapPicker({
  value,
  onChange,
  id,
  addressLabel,
  required,
  errors = {},
  addressRef,
  onBlur,
}: MapPickerProps) {
  const { t } = useLingui()
  const [config, setConfig] = useState<MapsConfig>()
  const [configFailed, setConfigFailed] = useState(false)
  useEffect(() => {
    let live = true
    loadMapsConfig().then(
      (loaded) => live && setConfig(loaded),
      () => live && setConfigFailed(true),
    )
    return () => {
      live = false
    }
  }, [])

  // The latest value and handler: a location or an address may arrive after later edits.
  const latest = useRef({ value, onChange })
  useLayoutEffect(() => {
    latest.current = { value, onChange }
  })
  const lookup = usePlaceLookup((lat, lon, place) => {
    if (place)
      latest.current.onChange({ address: place.address, lat: round(lat), long: round(lon) }, place)
  })
  const choose = (lat: number, lon: number) => {
    latest.current.onChange({ ...latest.current.value, lat: round(lat), long: round(lon) })
    void lookup.lookUp(lat, lon)
  }
  const lat = coordinate(value.lat, 90)
  const lon = coordinate(value.long, 180)

  return (
    <div className="ts-map-picker">
      <TextField
        id={`${id}-address`}
        {...(addressRef ? { ref: addressRef } : {})}
        onBlur={onBlur}
        label={addressLabel ?? t`Address`}
        required={required}
        autoComplete="street-address"
        value={value.address}
        error={errors.address}
        onChange={(event) => onChange({ ...value, address: event.target.value })}
      />
      <div className="ts-map-picker__coordinates">
        <TextField
          id={`${id}-lat`}
          label={t`Latitude`}
          inputMode="decimal"
          value={value.lat}
          error={errors.lat}
          onChange={(event) => onChange({ ...value, lat: event.target.value })}
        />
        <TextField
          id={`${id}-long`}
          label={t`Longitude`}
          inputMode="decimal"
          value={value.long}
          error={errors.long}
          onChange={(event) => onChange({ ...value, long: event.target.value })}
        />
      </div>
      <div className="ts-map-picker__actions">
        <Button variant="secondary" size="sm" onClick={() => lookup.locate(choose)}>
          {t`Use my location`}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={lat === null || lon === null}
          loading={lookup.busy}
          onClick={() => void lookup.lookUp(lat!, lon!)}
        >
          {t`Look up the address of these coordinates`}
        </Button>
      </div>
      <p className="ts-map-picker__status" role="status">
        {configFailed ? t`The map could not be loaded. Please type the address.` : lookup.status}
      </p>
      {config ? (
        <MapBoundary
          fallback={
            <p className="ts-map-picker__status">{t`The map could not be loaded. Please type the address.`}</p>
          }
        >
          <Suspense fallback={<Spinner size="md" label={t`Loading the map…`} />}>
            <LeafletMap
              config={config}
              position={lat !== null && lon !== null ? [lat, lon] : null}
              onPick={choose}
              label={t`Map: click to place the marker, or drag it`}
              markerLabel={t`Chosen location`}
            />
          </Suspense>
        </MapBoundary>
      ) : null}
    </div>
  )
}
