import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ApiError from '#exceptions/api_error'
import Category from '#models/category'
import { isUniqueViolation } from '#lib/database_values'

/** Category names are unique regardless of letter case (422 `already_exists` on `name`). */
export async function ensureCategoryNameFree(
  trx: TransactionClientContract,
  name: string,
  exceptId?: number,
) {
  const query = Category.query({ client: trx }).whereRaw('lower(name) = ?', [name.toLowerCase()])
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first()) throw ApiError.invalid('name', 'already_exists')
}

/** Saves a category; a concurrent save of the same name is the same 422. */
export async function saveCategory(trx: TransactionClientContract, category: Category) {
  try {
    await category.useTransaction(trx).save()
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.invalid('name', 'already_exists')
    throw error
  }
  return category
}
