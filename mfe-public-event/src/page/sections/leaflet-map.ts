import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { MapTiles } from '../page-props'

/** The spec's default map zoom (spec "events" §9 "Map default zoom 9"), closer for one venue. */
const SINGLE_VENUE_ZOOM = 15

/** Mounts the Where map in `element`: the tiles, a marker per venue; returns its removal. */
export function mountMap(
  element: HTMLElement,
  tiles: MapTiles,
  points: { lat: number; long: number; name: string }[],
): () => void {
  const map = L.map(element, { scrollWheelZoom: false })
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map)
  const markers = points.map((point) =>
    L.circleMarker([point.lat, point.long], { radius: 9, weight: 3 })
      .bindTooltip(point.name)
      .addTo(map),
  )
  if (markers.length === 1) map.setView([points[0]!.lat, points[0]!.long], SINGLE_VENUE_ZOOM)
  else map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24] })
  return () => map.remove()
}
