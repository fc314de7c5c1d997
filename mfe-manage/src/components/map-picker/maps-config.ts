import { z } from 'zod'
import { api } from '@tessera/shared/api/management'
import { parseMeta } from '@tessera/shared/jsonapi/parse'

const mapsConfig = z.object({
  maps: z.object({
    tile_url: z.string().min(1),
    tile_attribution: z.string(),
    geocoder_url: z.string().min(1),
    default_zoom: z.number().int().min(0).max(22),
  }),
})
export type MapsConfig = z.infer<typeof mapsConfig>['maps']

let loading: Promise<MapsConfig> | null = null

/**
 * The deployment's maps service (`GET /config`): tile template, attribution, reverse geocoder and
 * default zoom. Asked once per page; a failed answer is asked again next time.
 */
export function loadMapsConfig(): Promise<MapsConfig> {
  loading ??= api.get('config').then(
    (body) => parseMeta(body, mapsConfig).maps,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** Forgets the cached answer (tests). */
export function resetMapsConfig(): void {
  loading = null
}
