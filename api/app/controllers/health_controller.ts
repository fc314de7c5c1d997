import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { metaDocument } from '@tessera/shared/jsonapi/document'

export default class HealthController {
  /** Liveness and database reachability, for load balancers and the start script. */
  async show({ response }: HttpContext) {
    await db.rawQuery('select 1')
    return response.ok(metaDocument({ status: 'ok' }))
  }
}
