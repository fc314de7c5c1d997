import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Venue from '#models/venue'
import { scopeToOwner } from '#policies/owner_policy'

/** The venues `viewer` may see: their own, every one for super users (others are not found, 404). */
export function visibleVenues(viewer: User, client?: QueryClientContract) {
  return scopeToOwner(Venue.query(client ? { client } : undefined), viewer)
}
