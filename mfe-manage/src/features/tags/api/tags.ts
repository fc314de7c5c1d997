import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { tag, type Tag, type TagInput } from '@tessera/shared/schemas/tag'

/** Tags (docs/API.md: `tags`, owner-scoped). */
export async function listTags(queryString: string, signal?: AbortSignal) {
  return parseList(await api.get(`tags?${queryString}`, { signal }), tag)
}

export async function getTag(id: string, signal?: AbortSignal): Promise<Tag> {
  return parseOne(await api.get(`tags/${encodeURIComponent(id)}`, { signal }), tag)
}

export async function createTag(attributes: TagInput): Promise<Tag> {
  return parseOne(await api.post('tags', { data: { type: 'tags', attributes } }), tag)
}

export async function updateTag(id: string, attributes: TagInput): Promise<Tag> {
  return parseOne(
    await api.patch(`tags/${encodeURIComponent(id)}`, { data: { type: 'tags', id, attributes } }),
    tag,
  )
}

export async function deleteTag(id: string): Promise<void> {
  await api.delete(`tags/${encodeURIComponent(id)}`)
}
