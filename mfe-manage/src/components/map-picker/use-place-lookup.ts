import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { loadMapsConfig } from './maps-config'
import { reverseGeocode, type Place } from './reverse-geocode'

/** How long "use my location" waits for the browser (spec "accounts" §9: 5 s). */
export const GEOLOCATION_TIMEOUT_MS = 5000

type Found = (lat: number, lon: number, place: Place | null) => void

/**
 * Reverse geocoding of chosen points and the browser's location, with a status line to announce.
 * A newer lookup cancels an older one, so a slow answer never fills in the address of a point the
 * organizer has since moved away from. A lookup asked for before the maps configuration arrived
 * waits for it.
 */
export function usePlaceLookup(onFound: Found) {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const current = useRef<AbortController | null>(null)
  const found = useRef(onFound)
  useLayoutEffect(() => {
    found.current = onFound
  })
  useEffect(() => () => current.current?.abort(), [])

  const lookUp = useCallback(
    async (lat: number, lon: number) => {
      current.current?.abort()
      const controller = new AbortController()
      current.current = controller
      setBusy(true)
      setStatus(t`Looking up the address…`)
      try {
        const { geocoder_url } = await loadMapsConfig()
        const place = await reverseGeocode(geocoder_url, lat, lon, i18n.locale, controller.signal)
        if (controller.signal.aborted) return
        found.current(lat, lon, place)
        const address = place?.address
        setStatus(
          address
            ? t`Address found: ${address}`
            : t`No address was found at this point. Please type it in.`,
        )
      } catch {
        if (!controller.signal.aborted)
          setStatus(t`The address could not be looked up. Please type it in.`)
      } finally {
        if (current.current === controller) setBusy(false)
      }
    },
    [i18n.locale, t],
  )

  const locate = useCallback(
    (onPosition: (lat: number, lon: number) => void) => {
      if (!('geolocation' in navigator)) {
        setStatus(t`Your browser cannot tell your location.`)
        return
      }
      setStatus(t`Finding your location…`)
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => onPosition(coords.latitude, coords.longitude),
        () => setStatus(t`Your location could not be found.`),
        { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
      )
    },
    [t],
  )

  return { status, busy, lookUp, locate }
}
