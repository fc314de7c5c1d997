import { filterId, whereContains } from '#lib/list_filters'
import type { ListSpec } from '#lib/list_query'
import type Tag from '#models/tag'

/** My Tags List (spec "accounts" §2, §7: filter user_id and name, sort, include user; 5 per page). */
export const tagList: ListSpec<typeof Tag> = {
  filters: {
    name: (query, value) => whereContains(query, 'name', value),
    user_id: (query, value) => query.where('user_id', filterId('user_id', value)),
  },
  sorts: {
    id: 'id',
    name: 'name',
    color: 'color',
    created_at: 'created_at',
    updated_at: 'updated_at',
  },
  includes: ['user'],
  defaultSort: '-created_at',
  defaultSize: 5,
}
