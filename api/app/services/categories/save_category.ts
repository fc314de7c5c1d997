import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { z } from 'zod'
import type { categoryInput, categoryUpdateInput } from '@tessera/shared/schemas/category'
import ApiError from '#exceptions/api_error'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import Category from '#models/category'
import { definedValues, isUniqueViolation } from '#lib/database_values'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'

async function ensureNameFree(trx: TransactionClientContract, name: string, exceptId?: number) {
  const query = Category.query({ client: trx }).whereRaw('lower(name) = ?', [name.toLowerCase()])
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first()) throw ApiError.invalid('name', 'already_exists')
}

async function save(trx: TransactionClientContract, category: Category) {
  try {
    await category.useTransaction(trx).save()
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.invalid('name', 'already_exists')
    throw error
  }
  return category
}

/** Console: add a category; names are unique (case-insensitively). */
export class CreateCategory {
  static async handle(input: z.output<typeof categoryInput>): Promise<Category> {
    return db.transaction(async (trx) => {
      await ensureNameFree(trx, input.name)
      return save(
        trx,
        new Category().merge({ name: input.name, description: input.description ?? null }),
      )
    })
  }
}

/** Console: edit a category (demo mode keeps ids 1 and 2 as they are). */
export class UpdateCategory {
  static async handle(id: number, input: z.output<typeof categoryUpdateInput>): Promise<Category> {
    return db.transaction(async (trx) => {
      const category = await Category.findOrFail(id, { client: trx })
      ensureNotDemoLocked(category.id)
      if (input.name !== undefined) await ensureNameFree(trx, input.name, category.id)
      return save(
        trx,
        category.merge(definedValues({ name: input.name, description: input.description })),
      )
    })
  }
}

/** Console: delete a category that no event uses (409 "This category still has associated items."). */
export class DeleteCategory {
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
