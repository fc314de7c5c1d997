import { type AccessToken, AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { userRows } from '#services/accounts/signed_in_cache'

/**
 * The token guard's user provider, giving the user with its role preloaded (every authorization
 * check needs it). The user's and the role's rows are read once per user for a few seconds
 * (`userRows`, #services/accounts/signed_in_cache; saving or deleting a user or a role forgets
 * them); each request gets its own model instances, built from those rows.
 */
export class SignedInUserProvider<
  UserModel extends LucidTokenable<'accessTokens'>,
> extends AccessTokensLucidUserProvider<'accessTokens', UserModel> {
  async findById(identifier: AccessToken['tokenableId']) {
    const model = await this.getModel()
    const roleModel = model.$getRelation('role')!.relatedModel()
    const id = Number(identifier)
    const rows = userRows.get(id) ?? (await readRows(model, roleModel, id))
    if (!rows) return null
    const user = model.$createFromAdapterResult(rows.user) as InstanceType<UserModel>
    const role = rows.role ? roleModel.$createFromAdapterResult(rows.role)! : null
    user.$setRelated('role' as never, role as never)
    return this.createUserForGuard(user)
  }
}

/** The user's row and its role's row from the database, cached unless something changed meanwhile. */
async function readRows(model: LucidModel, roleModel: LucidModel, id: number) {
  const generation = userRows.generation
  const user = await db.from(model.table).where('id', id).first()
  if (!user) return null
  const role = (await db.from(roleModel.table).where('id', user.role_id).first()) ?? null
  const rows = { user, role }
  userRows.setIfUnchanged(id, rows, generation)
  return rows
}
