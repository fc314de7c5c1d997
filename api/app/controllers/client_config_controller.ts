import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { appUrl } from '#config/app'
import type { MapsConfig } from '#config/maps'

/**
 * What the front ends need to know about this deployment and may know publicly (no secrets): the
 * site's one public address (`APP_URL`: the links the organizer copies and embeds, docs/DECISIONS.md
 * "One canonical origin") and the maps service of the address picker (config/maps.ts). Read per
 * request, so tests can change it.
 */
export default class ClientConfigController {
  async show({ response }: HttpContext) {
    const maps = app.config.get<MapsConfig>('maps')
    response.header('Cache-Control', 'no-cache')
    return response.ok(
      metaDocument({
        app_url: appUrl,
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
