import { z } from 'zod'

const answer = z.object({
  display_name: z.string().optional(),
  name: z.string().nullable().optional(),
  address: z.record(z.string(), z.string()).optional(),
})

/** What a reverse lookup tells about a point: its address and, when known, its parts. */
export type Place = {
  address: string
  name: string | null
  city: string | null
  country: string | null
  postal_code: string | null
}

const first = (parts: Record<string, string>, keys: string[]) =>
  keys.map((key) => parts[key]).find(Boolean) ?? null

/**
 * The address of a point, from a Nominatim-compatible reverse geocoder (spec "accounts" §4): a
 * plain `fetch` (no token, no cookies: it is another service) with `format=jsonv2`, in the
 * interface language. `null` when the service knows no address there.
 */
export async function reverseGeocode(
  geocoderUrl: string,
  lat: number,
  lon: number,
  language: string,
  signal?: AbortSignal,
): Promise<Place | null> {
  const url = new URL(geocoderUrl, window.location.href)
  url.searchParams.set('format', 'jsonv2')
  url.searchParams.set('lat', String(lat))
  url.searchParams.set('lon', String(lon))
  const response = await fetch(url, {
    signal,
    credentials: 'omit',
    headers: { Accept: 'application/json', 'Accept-Language': language },
  })
  if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`)
  const place = answer.parse(await response.json())
  if (!place.display_name) return null
  const parts = place.address ?? {}
  return {
    address: place.display_name,
    name: place.name || null,
    city: first(parts, ['city', 'town', 'village', 'municipality', 'hamlet']),
    country: first(parts, ['country']),
    postal_code: first(parts, ['postcode']),
  }
}
