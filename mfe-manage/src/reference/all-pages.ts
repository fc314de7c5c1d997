import type { z } from 'zod'
import { api } from '@tessera/shared/api/management'
import { parseList } from '@tessera/shared/jsonapi/parse'

/** The API's largest page (api/app/lib/list_query.ts `MAX_PAGE_SIZE`). */
const PAGE_SIZE = 100

/**
 * Every record of a list, page after page: a short reference list (categories, an organizer's
 * venues) offered in a select must not stop silently at the first 100.
 */
export async function allPages<T extends z.ZodType>(
  query: string,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>[]> {
  const items: z.infer<T>[] = []
  for (let number = 1; ; number += 1) {
    const answer = await api.get(`${query}&page[size]=${PAGE_SIZE}&page[number]=${number}`, {
      signal,
    })
    const { items: found, page } = parseList(answer, schema)
    items.push(...found)
    if (number >= page.last || found.length === 0) return items
  }
}
