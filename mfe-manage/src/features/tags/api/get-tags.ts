import { useQuery } from '@tanstack/react-query'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { getPage } from '@tessera/shared/api/resource'
import { tag } from '@tessera/shared/schemas/tag'

/** One page of the signed-in user's tags (docs/API.md `tags`, owner-scoped) for a JSON:API query string. */
export const getTags = (queryString: string, signal?: AbortSignal) =>
  getPage('tags', tag, queryString, signal)

export const getTagsQueryOptions = (queryString: string) =>
  pageQueryOptions('tags', queryString, getTags)

export const useTags = (queryString: string) => useQuery(getTagsQueryOptions(queryString))
