import db from '@adonisjs/lucid/services/db'
import { lockRows } from '#lib/row_locks'
import Asset from '#models/asset'
import type User from '#models/user'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'
import { visibleEventIds } from '#services/tickets/ticket_queries'
import { removeUnreferencedFiles } from '#services/uploads/stored_files'

/**
 * Removes an additional image or document of an event (spec "events" §7 "Asset delete"): the row,
 * then the stored file unless another row (a duplicated event's asset, say) still uses it. Only the
 * event's organizer and super users; anyone else gets 404.
 */
export default class DeleteAsset {
  static async handle(actor: User, id: number): Promise<void> {
    const path = await db.transaction(async (trx) => {
      const query = Asset.query({ client: trx })
        .where('id', id)
        .whereIn('event_id', visibleEventIds(actor))
      const asset = await lockRows(query, trx).firstOrFail()
      ensureNotDemoLocked(asset.eventId)
      await asset.delete()
      return asset.path
    })
    await removeUnreferencedFiles([path])
  }
}
