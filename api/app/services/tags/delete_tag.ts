import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import Tag from '#models/tag'
import type User from '#models/user'
import { findOwned } from '#policies/owner_policy'

/** Deletes a tag that no event uses (409 "This Tag still has associated Items."). */
export default class DeleteTag {
  static async handle(actor: User, id: number): Promise<void> {
    await db.transaction(async (trx) => {
      const tag = await findOwned(Tag, actor, id, trx)
      if (await hasAssociatedItems(trx, 'tags', tag.id)) {
        throw new ApiError(409, { code: 'has_associated_items', values: { resource: 'tags' } })
      }
      await tag.delete()
    })
  }
}
