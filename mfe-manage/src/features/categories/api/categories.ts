import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { category, type Category, type CategoryInput } from '@tessera/shared/schemas/category'

/** Console categories (docs/API.md: `categories`; everyone reads them, staff change them). */
export async function listCategories(queryString: string, signal?: AbortSignal) {
  return parseList(await api.get(`categories?${queryString}`, { signal }), category)
}

export async function getCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return parseOne(await api.get(`categories/${encodeURIComponent(id)}`, { signal }), category)
}

export async function createCategory(attributes: CategoryInput): Promise<Category> {
  return parseOne(
    await api.post('categories', { data: { type: 'categories', attributes } }),
    category,
  )
}

export async function updateCategory(id: string, attributes: CategoryInput): Promise<Category> {
  return parseOne(
    await api.patch(`categories/${encodeURIComponent(id)}`, {
      data: { type: 'categories', id, attributes },
    }),
    category,
  )
}

export async function deleteCategory(id: string): Promise<void> {
  await api.delete(`categories/${encodeURIComponent(id)}`)
}
