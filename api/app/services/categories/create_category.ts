import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { categoryInput } from '@tessera/shared/schemas/category'
import Category from '#models/category'
import { ensureCategoryNameFree, saveCategory } from '#services/categories/category_names'

/** Console: add a category; names are unique (case-insensitively). */
export default class CreateCategory {
  static async handle(input: z.output<typeof categoryInput>): Promise<Category> {
    return db.transaction(async (trx) => {
      await ensureCategoryNameFree(trx, input.name)
      return saveCategory(
        trx,
        new Category().merge({ name: input.name, description: input.description ?? null }),
      )
    })
  }
}
