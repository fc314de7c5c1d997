import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import type { ListSpec } from '#lib/list_query'
import Role from '#models/role'
import User from '#models/user'

/** Case-insensitive "contains" (LIKE wildcards in the value are matched literally). */
function whereContains<M extends LucidModel>(
  query: ModelQueryBuilderContract<M>,
  column: string,
  value: string,
) {
  const pattern = `%${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
  query.whereRaw(`lower(${column}) like ? escape '\\'`, [pattern])
}

/** Console users list (spec "accounts" §2, §9: search by name, sortable, 10 per page by default). */
export const userList: ListSpec<typeof User> = {
  filters: {
    name: (query, value) => whereContains(query, 'name', value),
    email: (query, value) => whereContains(query, 'email', value),
    role: (query, value) => {
      query.whereIn('role_id', Role.query().select('id').where('name', value))
    },
  },
  // `role` sorts by role id, which is the order of ROLES (admin first).
  sorts: {
    id: 'id',
    name: 'name',
    email: 'email',
    created_at: 'created_at',
    updated_at: 'updated_at',
    role: 'role_id',
  },
  includes: ['roles'],
  defaultSort: 'id',
  defaultSize: 10,
}

/** Console roles list (spec "accounts" §2, §9: search by name, sortable, 5 per page by default). */
export const roleList: ListSpec<typeof Role> = {
  filters: { name: (query, value) => whereContains(query, 'name', value) },
  sorts: { id: 'id', name: 'name', created_at: 'created_at' },
  includes: [],
  defaultSort: 'id',
  defaultSize: 5,
}
