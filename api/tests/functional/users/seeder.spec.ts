import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ROLES } from '@tessera/shared/domain/access/roles'
import AccountsSeeder, { demoAccounts } from '#database/seeders/accounts_seeder'
import { createUser, useAccountsFixtures } from '#tests/helpers'

test.group('Accounts seeder', (group) => {
  useAccountsFixtures(group)

  test('seeds the roles and one demo user per role, and a second run changes nothing', async ({
    client,
    assert,
  }) => {
    await new AccountsSeeder(db.connection()).run()
    const roles = await db.from('roles').orderBy('id')
    assert.deepEqual(
      roles.map((role) => [role.id, role.name]),
      ROLES.map((name, index) => [index + 1, name]),
    )
    const users = await db.from('users').orderBy('id')
    assert.deepEqual(
      users.map((user) => [user.id, user.email, user.role_id, user.currency, user.timezone]),
      ROLES.map((name, index) => [
        index + 1,
        `${name}@tessera.test`,
        index + 1,
        'eur',
        'Europe/Athens',
      ]),
    )
    const accounts = await demoAccounts()
    assert.deepEqual(
      accounts.map((account) => [account.email, account.role, account.password]),
      ROLES.map((name) => [`${name}@tessera.test`, name, 'tessera-demo']),
    )

    await new AccountsSeeder(db.connection()).run()
    assert.deepEqual(await db.from('roles').orderBy('id'), roles)
    assert.deepEqual(await db.from('users').orderBy('id'), users)

    const login = await client
      .post('/api/v1/login')
      .json({ email: 'organizer@tessera.test', password: 'tessera-demo' })
    login.assertStatus(200)
    const next = await createUser('creator')
    assert.equal(next.id, 12)
  })
})
