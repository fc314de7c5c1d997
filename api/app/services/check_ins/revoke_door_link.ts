import db from '@adonisjs/lucid/services/db'
import type { DoorLink } from '@tessera/shared/schemas/check-in'
import ApiError from '#exceptions/api_error'
import { directStatements } from '#lib/direct_statements'
import type User from '#models/user'
import { assertUserScans } from '#services/check_ins/check_in_events'
import { doorLinkOf, linkRow } from '#services/check_ins/door_links'

/** `DELETE /door-links/{id}`: revoked at once (the next request with it gets 401). */
export default class RevokeDoorLink {
  static async handle(user: User, id: number): Promise<DoorLink> {
    const row = await linkRow(id)
    if (!row) throw ApiError.notFound()
    assertUserScans(user, Number(row.owner_id))
    if (row.revoked_at === null) {
      await db.transaction(async (trx) => {
        const sql = await directStatements(trx)
        await sql.run(
          'update door_staff_links set revoked_at = ? where id = ? and revoked_at is null',
          [new Date(Math.floor(Date.now() / 1000) * 1000), id],
        )
      })
    }
    return doorLinkOf((await linkRow(id))!)
  }
}
