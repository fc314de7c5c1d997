import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { unknownRelated, toManyIds, toOneId } from '#lib/relationships'
import Category from '#models/category'
import Tag from '#models/tag'
import Venue from '#models/venue'

/** The relationships a request names; `undefined`: not named (left as they are). */
export type RequestedRelations = {
  categoryId?: number | null
  tagIds?: number[]
  venueIds?: number[]
}

/** Reads `category`, `tags` and `venues` from an `events` request document. */
export function requestedRelations(body: unknown): RequestedRelations {
  return {
    categoryId: toOneId(body, 'category', 'categories'),
    tagIds: toManyIds(body, 'tags', 'tags'),
    venueIds: toManyIds(body, 'venues', 'venues'),
  }
}

/** Named relations, checked: the category exists; tags and venues are the organizer's own. */
export type ResolvedRelations = { categoryId?: number | null; tags?: Tag[]; venues?: Venue[] }

export async function resolveRelations(
  trx: TransactionClientContract,
  organizerId: number,
  requested: RequestedRelations,
): Promise<ResolvedRelations> {
  const resolved: ResolvedRelations = {}
  if (requested.categoryId !== undefined) {
    if (
      requested.categoryId !== null &&
      !(await Category.find(requested.categoryId, { client: trx }))
    ) {
      throw unknownRelated('category')
    }
    resolved.categoryId = requested.categoryId
  }
  if (requested.tagIds !== undefined) {
    resolved.tags = await Tag.query({ client: trx })
      .whereIn('id', requested.tagIds)
      .where('user_id', organizerId)
    if (resolved.tags.length !== requested.tagIds.length) throw unknownRelated('tags')
  }
  if (requested.venueIds !== undefined) {
    resolved.venues = await Venue.query({ client: trx })
      .whereIn('id', requested.venueIds)
      .where('user_id', organizerId)
    if (resolved.venues.length !== requested.venueIds.length) throw unknownRelated('venues')
  }
  return resolved
}
