import { test } from '@japa/runner'
import User from '#models/user'
import { EventFactory } from '#database/factories/event_factory'
import {
  countRows,
  createUser,
  firstError,
  seedDefaultUsers,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

test.group('Deleting an organizer who has events', (group) => {
  useAccountsFixtures(group)

  test('is refused with 409 has_associated_items; without events it goes through', async ({
    client,
    assert,
  }) => {
    await seedDefaultUsers()
    const admin = await tokenOf(await User.findOrFail(1))
    const organizer = await createUser('organizer')
    const event = await EventFactory.merge({ userId: organizer.id }).create()
    const refused = await client.delete(`/api/v1/users/${organizer.id}`).bearerToken(admin)
    refused.assertStatus(409)
    assert.equal(firstError(refused.body()).code, 'has_associated_items')
    assert.equal(await countRows('users', { id: organizer.id }), 1)
    assert.equal(await countRows('events', { id: event.id }), 1)

    await event.delete()
    const deleted = await client.delete(`/api/v1/users/${organizer.id}`).bearerToken(admin)
    deleted.assertStatus(204)
    assert.equal(await countRows('users', { id: organizer.id }), 0)
  })
})
