import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { categoryUpdateInput } from '@tessera/shared/schemas/category'
import Category from '#models/category'
import { definedValues } from '#lib/database_values'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'
import { ensureCategoryNameFree, saveCategory } from '#services/categories/category_names'

/** Console: edit a category (demo mode keeps ids 1 and 2 as they are). */
export default class UpdateCategory {
  static async handle(id: number, input: z.output<typeof categoryUpdateInput>): Promise<Category> {
    return db.transaction(async (trx) => {
      const category = await Category.findOrFail(id, { client: trx })
      ensureNotDemoLocked(category.id)
      if (input.name !== undefined) await ensureCategoryNameFree(trx, input.name, category.id)
      return saveCategory(
        trx,
        category.merge(definedValues({ name: input.name, description: input.description })),
      )
    })
  }
}
