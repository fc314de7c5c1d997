import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** A table whose rows belong to a record through `column`. */
export type Association = { table: string; column: string }

/**
 * What a user, a role, a category, a tag or a venue may still have; deleting one that has anything
 * is refused with 409 `has_associated_items` (spec "accounts" §5). A resource that belongs to a user
 * and must not disappear with the account adds its table to `users` here.
 */
export const associatedItems = {
  users: [{ table: 'events', column: 'user_id' }],
  roles: [{ table: 'users', column: 'role_id' }],
  categories: [{ table: 'events', column: 'category_id' }],
  tags: [{ table: 'event_tags', column: 'tag_id' }],
  venues: [{ table: 'event_venues', column: 'venue_id' }],
} satisfies Record<string, Association[]>

/** Whether the record `id` of `owner` still has any of its associated items. */
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
