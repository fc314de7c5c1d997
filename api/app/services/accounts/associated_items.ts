import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** A table whose rows belong to a user or a role through `column`. */
export type Association = { table: string; column: string }

/**
 * What a user or a role may still own; deleting one that owns anything is refused with 409
 * `has_associated_items` (spec "accounts" §5). A resource that belongs to a user and must not
 * disappear with the account adds its table to `users` here.
 */
export const associatedItems: Record<'users' | 'roles', Association[]> = {
  users: [{ table: 'events', column: 'user_id' }],
  roles: [{ table: 'users', column: 'role_id' }],
}

export async function hasAssociatedItems(
  client: QueryClientContract,
  owner: keyof typeof associatedItems,
  id: number,
) {
  for (const { table, column } of associatedItems[owner]) {
    if (await client.from(table).where(column, id).select(column).first()) return true
  }
  return false
}
