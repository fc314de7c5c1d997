import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PublicVenue } from '@tessera/shared/public/public-event'
import type { MapTiles } from '../page-props'
import { venueAddress } from './venue-address'

type Point = { lat: number; long: number; name: string; address: string }

/** How far below the screen the map starts loading: a quick scroll finds it drawn. */
const NEAR_VIEWPORT = '200px 0px'
/** What a visitor at the page does first (a page merely loaded, by a crawler say, does none). */
const VISITOR_ACTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll']

/** Runs `act` at the visitor's first sign (at once when the page is already scrolled). */
function onVisitorAct(act: () => void): () => void {
  const listening = new AbortController()
  const once = () => {
    listening.abort()
    act()
  }
  if (window.scrollY > 0) once()
  else
    for (const type of VISITOR_ACTS)
      window.addEventListener(type, once, {
        capture: true,
        passive: true,
        signal: listening.signal,
      })
  return () => listening.abort()
}

/**
 * Mounts Leaflet (its own chunk, with its CSS: 43 kB gzip and about 170 ms of a phone's CPU) into
 * `canvas` once the canvas is near the viewport (a map in a hidden tab waits until the tab is
 * shown) and the visitor has moved, scrolled, touched or typed: a map in the first view waits for
 * the visitor instead of weighing on the page's load (a facade, as Lighthouse advises for maps).
 */
function mountWhenNear(canvas: HTMLElement, tiles: MapTiles, points: Point[]): () => void {
  let remove: (() => void) | undefined
  let cancelled = false
  let near = false
  let acted = false
  const mount = () => {
    if (!near || !acted || cancelled) return
    void import('./leaflet-map').then(({ mountMap }) => {
      if (!cancelled) remove = mountMap(canvas, tiles, points)
    })
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      near = true
      mount()
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  observer.observe(canvas)
  const stopListening = onVisitorAct(() => {
    acted = true
    mount()
  })
  return () => {
    cancelled = true
    observer.disconnect()
    stopListening()
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
