import { useEffect, useLayoutEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import type { MapsConfig } from './maps-config'

/** Where the map opens when no point is chosen yet: Athens. */
const DEFAULT_CENTER: L.LatLngTuple = [37.9838, 23.7275]

/**
 * Leaflet's default icon finds its images through a CSS trick that breaks once bundled; an explicit
 * icon with the images imported as assets works from any origin the build is served from.
 */
const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
})

export type LeafletMapProps = {
  config: MapsConfig
  /** The chosen point, if any. */
  position: L.LatLngTuple | null
  /** A click on the map or a dragged marker. */
  onPick: (lat: number, lon: number) => void
  label: string
  markerLabel: string
}

/**
 * The map of the address picker (its own chunk, with Leaflet and its styles): tiles from the
 * configured service, a draggable marker, click to place. A helper only: the address and
 * coordinate fields beside it are the real inputs.
 */
export default function LeafletMap({
  config,
  position,
  onPick,
  label,
  markerLabel,
}: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const marker = useRef<L.Marker | null>(null)
  const pick = useRef(onPick)
  useLayoutEffect(() => {
    pick.current = onPick
  })
  const start = useRef(position)

  useEffect(() => {
    const instance = L.map(container.current!, {
      center: start.current ?? DEFAULT_CENTER,
      zoom: config.default_zoom,
    })
    L.tileLayer(config.tile_url, { attribution: config.tile_attribution, maxZoom: 19 }).addTo(
      instance,
    )
    instance.on('click', (event: L.LeafletMouseEvent) =>
      pick.current(event.latlng.lat, event.latlng.lng),
    )
    map.current = instance
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => instance.invalidateSize())
    resized?.observe(container.current!)
    return () => {
      resized?.disconnect()
      instance.remove()
      map.current = null
      marker.current = null
    }
  }, [config])

  const [lat, lon] = position ?? [null, null]
  useEffect(() => {
    const instance = map.current
    if (!instance) return
    if (lat === null || lon === null) {
      marker.current?.remove()
      marker.current = null
      return
    }
    const point = L.latLng(lat, lon)
    if (marker.current) {
      marker.current.setLatLng(point)
    } else {
      const placed = L.marker(point, {
        draggable: true,
        icon: markerIcon,
        alt: markerLabel,
        title: markerLabel,
      }).addTo(instance)
      placed.on('dragend', () => {
        const moved = placed.getLatLng()
        pick.current(moved.lat, moved.lng)
      })
      marker.current = placed
    }
    if (!instance.getBounds().contains(point))
      instance.setView(point, Math.max(instance.getZoom(), config.default_zoom))
  }, [lat, lon, markerLabel, config])

  return <div ref={container} className="ts-map" role="region" aria-label={label} />
}
