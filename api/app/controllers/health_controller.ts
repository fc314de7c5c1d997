import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import ApiError from '#exceptions/api_error'
import { pendingMigrations } from '#services/database/schema_state'

export default class HealthController {
  /** Liveness and database reachability, for load balancers and the start script. */
  async show({ response }: HttpContext) {
    await db.rawQuery('select 1')
    return response.ok(metaDocument({ status: 'ok' }))
  }

  /**
   * Readiness (docs/DEPLOY.md): the database answers and has run every migration of this build;
   * otherwise 503 `not_ready`, so a load balancer sends this process no traffic yet.
   */
  async ready({ response }: HttpContext) {
    let pending: string[]
    try {
      pending = await pendingMigrations()
    } catch {
      throw new ApiError(503, { code: 'not_ready', meta: { reason: 'database_unreachable' } })
    }
    if (pending.length > 0)
      throw new ApiError(503, {
        code: 'not_ready',
        meta: { reason: 'migrations_pending', pending: pending.length },
      })
    return response.ok(metaDocument({ status: 'ready' }))
  }
}
