import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PublicVenue } from '@tessera/shared/public/public-event'
import type { MapTiles } from '../page-props'

/**
 * The map of the Where card: an empty box of fixed proportions in the server's markup (nothing
 * shifts), filled in the browser with Leaflet, loaded only then and in its own chunk.
 */
export function EventMap({ venues, tiles }: { venues: PublicVenue[]; tiles: MapTiles }) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const points = venues.flatMap((venue) =>
    venue.lat !== null && venue.long !== null
      ? [{ lat: venue.lat, long: venue.long, name: venue.name }]
      : [],
  )
  const key = JSON.stringify(points)

  useEffect(() => {
    const element = box.current
    if (!element || points.length === 0) return
    let remove: (() => void) | undefined
    let cancelled = false
    void import('./leaflet-map').then(({ mountMap }) => {
      if (!cancelled) remove = mountMap(element, tiles, points)
    })
    return () => {
      cancelled = true
      remove?.()
    }
    // The points are compared by value (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tiles.url, tiles.attribution])

  if (points.length === 0) return null
  return <div ref={box} className="pe-map" role="region" aria-label={t`Map of the venue`} />
}
