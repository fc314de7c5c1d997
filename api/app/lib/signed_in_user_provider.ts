import { type AccessToken, AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type { LucidTokenable } from '@adonisjs/auth/types/access_tokens'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { userRows } from '#services/accounts/signed_in_cache'

type Consumed = Pick<LucidRow, '$attributes' | '$original' | '$extras'>

/** What Lucid made of each cached row (its columns as attributes, dates parsed), by row object. */
const consumed = new WeakMap<object, Consumed>()

const copyOf = (from: Consumed): Consumed => ({
  $attributes: { ...from.$attributes },
  $original: { ...from.$original },
  $extras: { ...from.$extras },
})

/**
 * A model instance of a cached row, of its own. Lucid consumes a row (each column to its
 * attribute, dates into Luxon's, originals deep-copied) once per row object, about a tenth of a
 * signed-in read's CPU; later instances take shallow copies of that (Luxon's values are immutable),
 * so a request that changes its user changes no other request's.
 */
function instanceOf<Model extends LucidModel>(model: Model, row: object): InstanceType<Model> {
  const known = consumed.get(row)
  if (!known) {
    const first = model.$createFromAdapterResult(row)!
    consumed.set(row, copyOf(first))
    return first as InstanceType<Model>
  }
  const instance = new model() as InstanceType<Model>
  Object.assign(instance, copyOf(known))
  instance.$isPersisted = true
  instance.$isLocal = false
  return instance
}

/**
 * The token guard's user provider, giving the user with its role preloaded (every authorization
 * check needs it). The user's and the role's rows are read once per user for a few seconds
 * (`userRows`, #services/accounts/signed_in_cache; saving or deleting a user or a role forgets
 * them); each request gets its own model instances, built from those rows (`instanceOf`).
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
    const user = instanceOf(model, rows.user) as InstanceType<UserModel>
    const role = rows.role ? instanceOf(roleModel, rows.role) : null
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
