import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PublicVenue } from '@tessera/shared/public/public-event'
import type { MapTiles } from '../page-props'
import { venueAddress } from './venue-address'

type Point = { lat: number; long: number; name: string; address: string }

/** How far below the screen the map starts loading: a quick scroll finds it drawn. */
const NEAR_VIEWPORT = '200px 0px'

/**
 * Mounts Leaflet (its own chunk, with its CSS) into `canvas` once the canvas comes near the
 * viewport (a map in a hidden tab waits until the tab is shown); returns the cleanup.
 */
function mountWhenNear(canvas: HTMLElement, tiles: MapTiles, points: Point[]): () => void {
  let remove: (() => void) | undefined
  let cancelled = false
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      void import('./leaflet-map').then(({ mountMap }) => {
        if (!cancelled) remove = mountMap(canvas, tiles, points)
      })
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  observer.observe(canvas)
  return () => {
    cancelled = true
    observer.disconnect()
    remove?.()
  }
}

/**
 * The map of the Where card: a box of fixed proportions in the server's markup showing the
 * address (hidden from screen readers, which read it below the map), until the map covers it.
 */
export function EventMap({ venues, tiles }: { venues: PublicVenue[]; tiles: MapTiles }) {
  const { t } = useLingui()
  const canvas = useRef<HTMLDivElement>(null)
  const points = venues.flatMap((venue) =>
    venue.lat !== null && venue.long !== null
      ? [{ lat: venue.lat, long: venue.long, name: venue.name, address: venueAddress(venue) }]
      : [],
  )
  const key = JSON.stringify(points)

  useEffect(() => {
    if (!canvas.current || points.length === 0) return
    return mountWhenNear(canvas.current, tiles, points)
    // The points are compared by value (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tiles.url, tiles.attribution])

  if (points.length === 0) return null
  return (
    <div className="pe-map" role="region" aria-label={t`Map of the venue`}>
      <div className="pe-map__placeholder" aria-hidden="true">
        {points.map((point, index) => (
          <p key={index}>
            <strong>{point.name}</strong>
            <br />
            {point.address}
          </p>
        ))}
      </div>
      <div ref={canvas} className="pe-map__canvas" />
    </div>
  )
}
