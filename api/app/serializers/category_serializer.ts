import type { ResourceObject } from '@tessera/shared/jsonapi/document'
import type Category from '#models/category'

/** `categories` (spec "accounts" §3). */
export function serializeCategory(category: Category): ResourceObject {
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
