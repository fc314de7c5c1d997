import { z } from 'zod'
import { parseMeta } from '@tessera/shared/jsonapi/parse'
import { loadClientConfig, resetClientConfig } from '../../lib/client-config'

const mapsConfig = z.object({
  maps: z.object({
    tile_url: z.string().min(1),
    tile_attribution: z.string(),
    geocoder_url: z.string().min(1),
    default_zoom: z.number().int().min(0).max(22),
  }),
})
export type MapsConfig = z.infer<typeof mapsConfig>['maps']

/**
 * The deployment's maps service (`GET /config`): tile template, attribution, reverse geocoder and
 * default zoom.
 */
export async function loadMapsConfig(): Promise<MapsConfig> {
  return parseMeta(await loadClientConfig(), mapsConfig).maps
}

/** Forgets the cached answer (tests). */
export const resetMapsConfig = resetClientConfig
