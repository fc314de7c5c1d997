import { whereContains } from '#lib/list_filters'
import type { ListSpec } from '#lib/list_query'
import type Category from '#models/category'

/** Categories list (spec "accounts" §7: sort, filter name and description, page; 5 per page). */
export const categoryList: ListSpec<typeof Category> = {
  filters: {
    name: (query, value) => whereContains(query, 'name', value),
    description: (query, value) => whereContains(query, 'description', value),
  },
  sorts: {
    id: 'id',
    name: 'name',
    description: 'description',
    created_at: 'created_at',
    updated_at: 'updated_at',
  },
  includes: [],
  defaultSort: 'name',
  defaultSize: 5,
}
