import hash from '@adonisjs/core/services/hash'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import { solveChallenge } from 'altcha-lib/v1'
import type { Challenge } from 'altcha-lib/v1/types'
import { ROLES, type RoleName } from '@tessera/shared/domain/access/roles'
import User from '#models/user'
import { forgetAllSignedIn } from '#services/accounts/signed_in_cache'
import { forgetPublicEvents } from '#services/public/public_event_cache'
import { forgetOrganizerListings } from '#services/public/organizer_events_cache'
import { UserFactory } from '#database/factories/user_factory'
import { seedDemoUsers, seedRoles } from '#database/seeders/accounts_seeder'

/**
 * Shared helpers of the functional suites: each test in a rolled-back global transaction with the
 * default roles seeded and the rate limiter cleared; users with a role and their tokens; JSON:API
 * request documents; a solved human check.
 */
export function useAccountsFixtures(group: Group) {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    forgetAllSignedIn()
    forgetPublicEvents()
    forgetOrganizerListings()
    await limiter.clear()
    await seedRoles(db.connection())
    app.config.set('app.demoMode', false)
    return async () => {
      app.config.set('app.demoMode', false)
      await limiter.clear()
      await rollback()
    }
  })
}

/** Switches demo mode for the current test (reset after each test by `useAccountsFixtures`). */
export function setDemoMode(on: boolean) {
  app.config.set('app.demoMode', on)
}

/** The role id of a default role (ids 1–11 in the order of ROLES). */
export const roleId = (role: RoleName) => ROLES.indexOf(role) + 1

/** A user with a role; password `secret-password` unless given. */
export async function createUser(
  role: RoleName = 'organizer',
  attributes: Partial<User> = {},
): Promise<User> {
  const user = await UserFactory.merge({ roleId: roleId(role), ...attributes }).create()
  await user.load('role')
  return user
}

/** A bearer token for `user`, as `/login` would give. */
export async function tokenOf(user: User): Promise<string> {
  const token = await User.accessTokens.create(user)
  return token.value!.release()
}

/** A user with a role and a token, ready for requests. */
export async function signedIn(role: RoleName = 'organizer', attributes: Partial<User> = {}) {
  const user = await createUser(role, attributes)
  return { user, token: await tokenOf(user) }
}

let demoPasswordHash: string | undefined

/** The demo users (ids 1–11, one per role; password `tessera-demo`) as the seeder makes them. */
export async function seedDefaultUsers() {
  demoPasswordHash ??= await hash.make('tessera-demo')
  await seedDemoUsers(db.connection(), demoPasswordHash)
}

type Identifier = { type: string; id: string | number }
const isList = (value: unknown): value is readonly Identifier[] => Array.isArray(value)

/** `{ data: { type, attributes, relationships } }` with ids as strings. */
export function document(
  type: string,
  attributes: Record<string, unknown>,
  relationships: Record<string, Identifier | readonly Identifier[] | null> = {},
) {
  const stringId = (identifier: Identifier) => ({
    type: identifier.type,
    id: String(identifier.id),
  })
  const rel = Object.fromEntries(
    Object.entries(relationships).map(([name, data]) => [
      name,
      {
        data: isList(data)
          ? data.map(stringId)
          : data === null
            ? null
            : stringId(data as Identifier),
      },
    ]),
  )
  return { data: { type, attributes, ...(Object.keys(rel).length ? { relationships: rel } : {}) } }
}

/** Solves an ALTCHA challenge as the browser widget does; returns the base64 payload it submits. */
export async function solveHumanCheckChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise
  if (!solution) throw new Error('the human check challenge could not be solved')
  const { algorithm, challenge: hashed, salt, signature } = challenge
  const payload = {
    algorithm,
    challenge: hashed,
    number: solution.number,
    salt,
    signature,
    took: solution.took,
  }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

/** Fetches a challenge from the API and solves it. */
export async function solvedHumanCheck(client: ApiClient): Promise<string> {
  const response = await client.get('/api/v1/human-check/challenge')
  response.assertStatus(200)
  return solveHumanCheckChallenge(response.body().meta as Challenge)
}

/** The first error of a JSON:API error document. */
export type ErrorItem = {
  code: string
  detail: string
  source?: { pointer?: string; parameter?: string }
}

export function firstError(body: { errors?: ErrorItem[] }): ErrorItem {
  const error = body.errors?.[0]
  if (!error) throw new Error(`expected an error document, got ${JSON.stringify(body)}`)
  return error
}

/** How many rows of `table` match `where` (the database state after a request). */
export async function countRows(
  table: string,
  where: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await db.from(table).where(where).count('* as total')
  return Number(row.total)
}

/** The SQL statements `request` runs (Lucid reports them while the connection debugs). */
export async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
  const client = db.connection() as unknown as { debug: boolean }
  const statements: string[] = []
  const record = ({ sql }: { sql: string }) => statements.push(sql)
  client.debug = true
  emitter.on('db:query', record)
  try {
    await request()
  } finally {
    emitter.off('db:query', record)
    client.debug = false
  }
  return statements
}
