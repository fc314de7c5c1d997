import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import Category from '#models/category'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'

/** Console: delete a category that no event uses (409 "This category still has associated items."). */
export default class DeleteCategory {
  static async handle(id: number): Promise<void> {
    await db.transaction(async (trx) => {
      const category = await Category.findOrFail(id, { client: trx })
      ensureNotDemoLocked(category.id)
      if (await hasAssociatedItems(trx, 'categories', category.id)) {
        throw new ApiError(409, {
          code: 'has_associated_items',
          values: { resource: 'categories' },
        })
      }
      await category.delete()
    })
  }
}
