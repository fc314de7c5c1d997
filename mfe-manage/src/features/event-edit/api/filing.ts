import { api } from '@tessera/shared/api/management'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { category, type Category } from '@tessera/shared/schemas/category'
import { tag, type Tag } from '@tessera/shared/schemas/tag'

/** Categories to file the event under (docs/API.md `categories`). */
export async function listCategories(signal?: AbortSignal): Promise<Category[]> {
  return parseList(await api.get('categories?sort=name&page[size]=100', { signal }), category).items
}

/** The organizer's tags; super users editing someone's event see that organizer's tags. */
export async function listTags(
  organizerId: string | undefined,
  signal?: AbortSignal,
): Promise<Tag[]> {
  const owner = organizerId ? `&filter[user_id]=${encodeURIComponent(organizerId)}` : ''
  return parseList(await api.get(`tags?sort=name&page[size]=100${owner}`, { signal }), tag).items
}
