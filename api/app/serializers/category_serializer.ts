import type { ResourceObject } from '@tessera/shared/jsonapi/document'
import type { Columns } from '#lib/plain_rows'
import type Category from '#models/category'

/** `categories` (spec "accounts" §3). */
export function serializeCategory(category: Columns<Category>): ResourceObject {
  return {
    type: 'categories',
    id: String(category.id),
    attributes: {
      name: category.name,
      description: category.description,
      created_at: category.createdAt.toISO(),
      updated_at: category.updatedAt.toISO(),
    },
  }
}
