import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { ROLES, isRoleName, type RoleName } from '@tessera/shared/domain/access/roles'
import Role from '#models/role'
import User from '#models/user'
import { syncIdSequence } from '#lib/database_values'

export type DemoAccount = { name: string; email: string; password: string; role: RoleName }

/** The demo accounts, one per role in the order of ROLES (api/database/demo_accounts.json). */
export async function demoAccounts(): Promise<DemoAccount[]> {
  const accounts = JSON.parse(
    await readFile(app.makePath('database/demo_accounts.json'), 'utf8'),
  ) as DemoAccount[]
  if (accounts.some((account) => !isRoleName(account.role)))
    throw new Error('demo_accounts.json names an unknown role')
  return accounts
}

/** The roles with ids 1–11 in the order of ROLES; existing rows are left as they are. */
export async function seedRoles(client: QueryClientContract): Promise<void> {
  const existing = new Set((await Role.query({ client }).select('id')).map((role) => role.id))
  const missing = ROLES.map((name, index) => ({ id: index + 1, name })).filter(
    (role) => !existing.has(role.id),
  )
  if (missing.length) await Role.createMany(missing, { client })
  await syncIdSequence(client, 'roles')
}

/**
 * The demo users with ids 1–11, one per role, in Europe/Athens and euros, their e-mail verified. Existing rows are left as
 * they are (a second run changes nothing, not even a password hash). Rows are written directly with
 * the hash, which is computed once for the shared demo password (`passwordHash` lets tests pass it).
 */
export async function seedDemoUsers(
  client: QueryClientContract,
  passwordHash?: string,
): Promise<void> {
  const accounts = await demoAccounts()
  const existing = new Set((await User.query({ client }).select('id')).map((user) => user.id))
  // As the User model writes its timestamps (Lucid's default: the process's zone).
  const now = DateTime.now().toFormat(client.dialect.dateTimeFormat)
  const hashes = new Map<string, string>()
  for (const [index, account] of accounts.entries()) {
    const id = index + 1
    if (existing.has(id)) continue
    if (!hashes.has(account.password))
      hashes.set(account.password, passwordHash ?? (await hash.make(account.password)))
    await client.table('users').insert({
      id,
      uuid: randomUUID(),
      role_id: ROLES.indexOf(account.role) + 1,
      name: account.name,
      email: account.email,
      password: hashes.get(account.password),
      currency: 'eur',
      timezone: 'Europe/Athens',
      // Seeded verified, so a demo account's My tickets works without a mailbox
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
  }
  await syncIdSequence(client, 'users')
}

export default class AccountsSeeder extends BaseSeeder {
  async run() {
    await seedRoles(this.client)
    await seedDemoUsers(this.client)
  }
}
