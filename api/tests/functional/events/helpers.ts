import { randomUUID } from 'node:crypto'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import Role from '#models/role'
import User from '#models/user'

/**
 * Small helpers of the events, categories, tags and venues suites: users with a role, their bearer
 * tokens, and JSON:API request documents.
 */
export async function createUser(role: RoleName = 'organizer', attributes: Partial<User> = {}) {
  const roleRow = await Role.firstOrCreate({ name: role }, { name: role })
  const user = await User.create({
    name: `Test ${role}`,
    email: `${role}-${randomUUID()}@example.com`,
    password: 'secret-password',
    roleId: roleRow.id,
    currency: 'eur',
    timezone: 'Europe/Athens',
    ...attributes,
  })
  await user.load('role')
  return user
}

/** A bearer token for `user` (as `/login` would give). */
export async function tokenOf(user: User): Promise<string> {
  const token = await User.accessTokens.create(user)
  return token.value!.release()
}

/** A user with a role and a token, ready for requests. */
export async function signedIn(role: RoleName = 'organizer') {
  const user = await createUser(role)
  return { user, token: await tokenOf(user) }
}

type Identifier = { type: string; id: string | number }

/** `{ data: { type, attributes, relationships } }` with ids as strings. */
export function document(
  type: string,
  attributes: Record<string, unknown>,
  relationships: Record<string, Identifier | Identifier[] | null> = {},
) {
  const rel = Object.fromEntries(
    Object.entries(relationships).map(([name, data]) => [
      name,
      { data: Array.isArray(data) ? data.map(stringId) : data === null ? null : stringId(data) },
    ]),
  )
  return { data: { type, attributes, ...(Object.keys(rel).length ? { relationships: rel } : {}) } }
}

function stringId(identifier: Identifier) {
  return { type: identifier.type, id: String(identifier.id) }
}
