import env from '#start/env'

/**
 * The maps service of the address picker (spec "accounts" §4: default zoom 9, reverse geocoding
 * through a maps service). Clients read it from `GET /api/v1/config`, so a deployment (or a test on
 * loopback) can point the tiles and the geocoder elsewhere without rebuilding a front end.
 */
const maps = {
  /** Leaflet tile template (`{z}`, `{x}`, `{y}`, optionally `{s}`). */
  tileUrl: env.get('MAPS_TILE_URL') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** The attribution the tiles' licence asks for (HTML, shown in the map's corner). */
  tileAttribution:
    env.get('MAPS_TILE_ATTRIBUTION') ??
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  /** A Nominatim-compatible reverse geocoder (`?format=jsonv2&lat=…&lon=…`). */
  geocoderUrl: env.get('MAPS_GEOCODER_URL') ?? 'https://nominatim.openstreetmap.org/reverse',
  defaultZoom: 9,
}

export default maps
export type MapsConfig = typeof maps
