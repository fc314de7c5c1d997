import { queryOptions, useQuery } from '@tanstack/react-query'
import { category, type Category } from '@tessera/shared/schemas/category'
import { getAllPages } from '@tessera/shared/api/resource'

/** Every category an event can be filed under, by name (docs/API.md `categories`). */
export const listCategories = (signal?: AbortSignal): Promise<Category[]> =>
  getAllPages('categories', category, 'sort=name', signal)

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'all'], queryFn: ({ signal }) => listCategories(signal) })

/** The categories to choose from (Add Event, Edit Event's filing card). */
export const useCategories = () => useQuery(categoriesQueryOptions())
