import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { seesEveryRecord } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import { unknownRelated } from '#lib/relationships'
import UserModel from '#models/user'
import type User from '#models/user'

/**
 * Owner-scoped resources (events, tags, venues, tickets, …): visible and writable only by their
 * owner and by super users (admin, moderator, developer). Records outside the scope are simply not
 * found (404), so their existence does not leak.
 */
export function seesAll(user: User): boolean {
  return seesEveryRecord(user.roleName)
}

/** Limits `query` to what `user` may see (`column` names the owner). */
export function scopeToOwner<M extends LucidModel>(
  query: ModelQueryBuilderContract<M>,
  user: User,
  column = 'user_id',
) {
  if (!seesAll(user)) query.where(column, user.id)
  return query
}

/** The record `id` of an owner-scoped model, if `user` may see it (404 otherwise). */
export function findOwned<M extends LucidModel>(
  Model: M,
  user: User,
  id: number,
  client: QueryClientContract,
) {
  return scopeToOwner(Model.query({ client }), user).where('id', id).firstOrFail()
}

/**
 * Whose new record it is: the caller's, or, when a super user names another owner
 * (`relationships.user`), that user's (so an event they edit may use it). Anyone else naming
 * another owner → 403 at the relationship; an unknown owner → 422.
 */
export async function ownerFor(actor: User, ownerId: number | null | undefined): Promise<User> {
  if (ownerId === undefined || ownerId === null || ownerId === actor.id) return actor
  if (!seesAll(actor))
    throw new ApiError(403, { code: 'forbidden', pointer: '/data/relationships/user' })
  const owner = await UserModel.find(ownerId)
  if (!owner) throw unknownRelated('user')
  return owner
}
