import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { category } from '@tessera/shared/schemas/category'
import { tag, type Tag, type TagInput } from '@tessera/shared/schemas/tag'
import type { SelectOption } from '@tessera/shared/ui/field'

/** The categories an event can be filed under (the category select of Add Event), by name. */
export async function listCategoryOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const { items } = parseList(
    await api.get('categories?sort=name&page[size]=100', { signal }),
    category,
  )
  return items.map((item) => ({ value: item.id, label: item.name }))
}

/** The signed-in user's own tags (an event takes only its organizer's tags), by name. */
export async function listOwnTags(userId: string, signal?: AbortSignal): Promise<Tag[]> {
  const query = `filter[user_id]=${encodeURIComponent(userId)}&sort=name&page[size]=100`
  return (await parseList(await api.get(`tags?${query}`, { signal }), tag)).items
}

/** The add-tag modal of Add Event: a new tag of the signed-in user. */
export async function createOwnTag(attributes: TagInput): Promise<Tag> {
  return parseOne(await api.post('tags', { data: { type: 'tags', attributes } }), tag)
}
