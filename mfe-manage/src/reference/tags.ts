import { useState } from 'react'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { tag, type Tag, type TagInput } from '@tessera/shared/schemas/tag'
import type { ComboboxOption } from '@tessera/shared/ui/combobox'

/** How many matches one search shows; the picker says when there are more. */
export const TAG_MATCHES = 20

/** The organizer's tags whose name contains `name`, by name (docs/API.md `tags`). */
export async function searchTags(
  organizerId: string | undefined,
  name: string,
  signal?: AbortSignal,
) {
  const owner = organizerId ? `&filter[user_id]=${encodeURIComponent(organizerId)}` : ''
  const match = name ? `&filter[name]=${encodeURIComponent(name)}` : ''
  const answer = await api.get(`tags?sort=name&page[size]=${TAG_MATCHES}${owner}${match}`, {
    signal,
  })
  return parseList(answer, tag)
}

export const tagSearchQueryOptions = (organizerId: string | undefined, name: string) =>
  queryOptions({
    queryKey: ['tags', 'search', organizerId ?? null, name],
    queryFn: ({ signal }) => searchTags(organizerId, name, signal),
    placeholderData: keepPreviousData,
  })

export const tagOption = (item: Pick<Tag, 'id' | 'name' | 'color'>): ComboboxOption => ({
  value: item.id,
  label: item.name,
  color: item.color,
})

/** What a tags combobox needs: the matches of the text typed, whether there are more, the search. */
export function useTagSearch(organizerId: string | undefined) {
  const [name, setName] = useState('')
  const query = useQuery(tagSearchQueryOptions(organizerId, name.trim()))
  return {
    options: query.data?.items.map(tagOption),
    more: (query.data?.page.total ?? 0) > (query.data?.items.length ?? 0),
    onSearch: setName,
  }
}

/** A new tag of the signed-in user (the add-tag dialog of Add Event). */
export async function createTag(attributes: TagInput): Promise<Tag> {
  return parseOne(await api.post('tags', { data: { type: 'tags', attributes } }), tag)
}

export function useCreateTag() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => client.invalidateQueries({ queryKey: ['tags'] }),
  })
}
