import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import type { MapsConfig } from '#config/maps'

/**
 * What the front ends need to know about this deployment and may know publicly (no secrets): the
 * maps service of the address picker (config/maps.ts). Read per request, so tests can change it.
 */
export default class ClientConfigController {
  async show({ response }: HttpContext) {
    const maps = app.config.get<MapsConfig>('maps')
    response.header('Cache-Control', 'no-cache')
    return response.ok(
      metaDocument({
        maps: {
          tile_url: maps.tileUrl,
          tile_attribution: maps.tileAttribution,
          geocoder_url: maps.geocoderUrl,
          default_zoom: maps.defaultZoom,
        },
      }),
    )
  }
}
