import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Tag from '#models/tag'
import type User from '#models/user'
import { scopeToOwner } from '#policies/owner_policy'

/** The tags `viewer` may see: their own, every one for super users (others are not found, 404). */
export function visibleTags(viewer: User, client?: QueryClientContract) {
  return scopeToOwner(Tag.query(client ? { client } : undefined), viewer)
}
