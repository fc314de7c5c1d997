import { test } from '@japa/runner'
import { SignedInUserProvider } from '#lib/signed_in_user_provider'
import User from '#models/user'
import { createUser, useAccountsFixtures } from '#tests/helpers'

/*
| The token guard's user provider builds each request's user from rows cached for a few seconds, and
| Lucid consumes a row once: every request must still get instances of its own.
*/
test.group('Signed-in user instances', (group) => {
  useAccountsFixtures(group)

  test('each request gets its own user and role, equal to the database, isolated from the others', async ({
    assert,
  }) => {
    const created = await createUser('organizer', { name: 'Eleni Georgiou' })
    const provider = new SignedInUserProvider({
      tokens: 'accessTokens',
      model: () => import('#models/user'),
    })
    const stored = await User.findOrFail(created.id)
    const first = (await provider.findById(created.id))!.getOriginal() as User
    const second = (await provider.findById(created.id))!.getOriginal() as User

    assert.notStrictEqual(first, second)
    for (const user of [first, second]) {
      assert.equal(user.name, 'Eleni Georgiou')
      assert.equal(user.email, created.email)
      assert.equal(user.createdAt.toISO(), stored.createdAt.toISO())
      assert.equal(user.role.name, 'organizer')
      assert.isTrue(user.$isPersisted)
      assert.isFalse(user.$isDirty)
    }

    // A request that changes its user in memory changes nobody else's, nor the cached rows.
    first.name = 'Changed in one request'
    first.role.name = 'changed'
    assert.isTrue(first.$isDirty)
    const third = (await provider.findById(created.id))!.getOriginal() as User
    assert.equal(second.name, 'Eleni Georgiou')
    assert.equal(third.name, 'Eleni Georgiou')
    assert.equal(third.role.name, 'organizer')
    assert.isFalse(third.$isDirty)
  })
})
