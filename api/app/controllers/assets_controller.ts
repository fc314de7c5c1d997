import type { HttpContext } from '@adonisjs/core/http'
import { routeId } from '#lib/validation'
import DeleteAsset from '#services/uploads/delete_asset'

/** `DELETE /assets/{id}`: an additional image or document of the caller's event (others 404). */
export default class AssetsController {
  async destroy({ auth, params, response }: HttpContext) {
    await DeleteAsset.handle(auth.getUserOrFail(), routeId(params.id))
    return response.noContent()
  }
}
