import { useAsync } from '@tessera/shared/ui/use-async'
import { getCategory, listCategories } from '../api/categories'

/** One page of the categories list for a JSON:API query string. */
export function useCategories(queryString: string) {
  return useAsync((signal) => listCategories(queryString, signal), [queryString])
}

/** The category being edited; nothing to load when adding one. */
export function useCategory(id: string | undefined) {
  return useAsync(async (signal) => (id ? getCategory(id, signal) : null), [id])
}
