import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { z } from 'zod'
import ApiError from '#exceptions/api_error'
import { resourceAttributes } from '#lib/validation'
import { unknownRelated, toManyIds, toOneId } from '#lib/relationships'
import Category from '#models/category'
import Tag from '#models/tag'
import { plannedVenues, type PlannedVenue } from '#services/venues/event_venues'
import { requestedVenues, type VenueLink } from '#services/venues/venue_links'

/** The relationships a request names; `undefined`: not named (left as they are). */
export type RequestedRelations = {
  categoryId?: number | null
  tagIds?: number[]
  venues?: VenueLink[]
}

/** Reads `category`, `tags` and `venues` from an `events` request document. */
export function requestedRelations(body: unknown): RequestedRelations {
  return {
    categoryId: toOneId(body, 'category', 'categories'),
    tagIds: toManyIds(body, 'tags', 'tags'),
    venues: requestedVenues(body),
  }
}

/** Runs `read`; a 422 refusal is returned to be answered with the others. */
function refusalOr<T>(read: () => T): T | ApiError {
  try {
    return read()
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error
    throw error
  }
}

/**
 * The attributes and relationships of an `events` request document. The 422 errors of both (the
 * event's attributes and its venue drafts) are answered together, so the form shows them all.
 */
export function eventRequest<T extends z.ZodType>(
  request: HttpContext['request'],
  schema: T,
): { input: z.infer<T>; requested: RequestedRelations } {
  const input = refusalOr(() => resourceAttributes(request, 'events', schema))
  const requested = refusalOr(() => requestedRelations(request.body()))
  const refused = [input, requested].filter((part) => part instanceof ApiError)
  if (refused.length)
    throw new ApiError(
      422,
      refused.flatMap((error) => error.items),
    )
  return { input: input as z.infer<T>, requested: requested as RequestedRelations }
}

/**
 * Named relations, checked: the category exists; tags and saved venues are the organizer's own.
 * Nothing is written: new and changed venues are saved with the event (`savePlannedVenues`).
 */
export type ResolvedRelations = {
  categoryId?: number | null
  tags?: Tag[]
  venues?: PlannedVenue[]
}

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
  if (requested.venues !== undefined)
    resolved.venues = await plannedVenues(trx, organizerId, requested.venues)
  return resolved
}
