import { useAsync } from '@tessera/shared/ui/use-async'
import { getTag, listTags } from '../api/tags'

/** One page of the tags list for a JSON:API query string. */
export function useTags(queryString: string) {
  return useAsync((signal) => listTags(queryString, signal), [queryString])
}

/** The tag being edited; nothing to load when adding one. */
export function useTag(id: string | undefined) {
  return useAsync(async (signal) => (id ? getTag(id, signal) : null), [id])
}
