import { startBuiltApi } from '../../tooling/built-api.mjs'

/** The maps service the API tells the address picker about (`GET /config`). */
export type MapsService = { tileUrl: string; geocoderUrl: string }

/**
 * Starts the built API (api/build) for the end-to-end run: its own SQLite database and uploads in a
 * temporary folder, mail delivered by the worker over SMTP to `smtpPort`, and the address picker
 * pointed at the `maps` fixture server; each line it logs also goes to `onLogLine`.
 */
export function startApi({
  smtpPort,
  maps,
  onLogLine,
}: {
  smtpPort: number
  maps: MapsService
  onLogLine: (line: string) => void
}) {
  return startBuiltApi({
    prefix: 'tessera-e2e-',
    onLogLine,
    env: () => ({
      MAPS_TILE_URL: maps.tileUrl,
      MAPS_TILE_ATTRIBUTION: 'Test tiles',
      MAPS_GEOCODER_URL: maps.geocoderUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_WORKER: 'true',
    }),
  })
}
