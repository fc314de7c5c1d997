import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { deleteRecord } from './resource.js'

/**
 * The cache keys of a resource type (docs/STYLE.md "Server data"): `[type, 'list', queryString]`
 * for a page of a list, `[type, 'one', id]` for a record, anything else under `[type]` for
 * reference lists (`reference/roles.ts`).
 */
export const recordKey = (type: string, id: string | undefined) => [type, 'one', id ?? 'new']

/** A page of a list, keyed by its query string; the previous page stays shown while the next loads. */
export function pageQueryOptions<T>(
  type: string,
  queryString: string,
  fetchPage: (queryString: string, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [type, 'list', queryString],
    queryFn: ({ signal }) => fetchPage(queryString, signal),
    placeholderData: keepPreviousData,
  })
}

/** The record a form edits; `null` when there is none yet (an Add screen). */
export function recordQueryOptions<T>(
  type: string,
  id: string | undefined,
  fetchRecord: (id: string, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: recordKey(type, id),
    queryFn: ({ signal }): Promise<T | null> =>
      id ? fetchRecord(id, signal) : Promise.resolve(null),
  })
}

/** After a write every list of the type is stale (records keep what the API answered). */
function invalidateLists(queryClient: QueryClient, type: string) {
  void queryClient.invalidateQueries({
    queryKey: [type],
    predicate: (query) => query.queryKey[1] !== 'one',
  })
}

/** A save (create or update): the API's answer becomes the cached record, the lists are refreshed. */
export function useSaveRecord<V, R extends { id: string }>(
  type: string,
  save: (values: V) => Promise<R>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onSuccess: (record) => {
      queryClient.setQueryData(recordKey(type, record.id), record)
      invalidateLists(queryClient, type)
    },
  })
}

/** A delete by id: the record leaves the cache, the lists are refreshed. */
export function useDeleteRecord(type: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteRecord(type, id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: recordKey(type, id) })
      invalidateLists(queryClient, type)
    },
  })
}
