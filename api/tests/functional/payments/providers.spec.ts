import { test } from '@japa/runner'
import User from '#models/user'
import { organizerPaymentProvider, paymentProviderFor } from '#services/payments/providers'
import { encryptedSecret } from '#services/payments/payment_secret'
import { createUser, seedDefaultUsers, useAccountsFixtures } from '#tests/helpers'

test.group('paymentProviderFor', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('Stripe only for the card gateway with a stored secret, the sandbox otherwise', async ({
    assert,
  }) => {
    const secret = encryptedSecret('sk_test_organizer') ?? null
    const cases: [number | null, string | null, string][] = [
      [2, secret, 'stripe'],
      [2, null, 'sandbox'],
      [1, secret, 'sandbox'],
      [null, secret, 'sandbox'],
    ]
    for (const [paymentGateway, paymentSecretEncrypted, expected] of cases) {
      const organizer = await createUser('organizer', { paymentGateway, paymentSecretEncrypted })
      const stored = await User.findOrFail(organizer.id)
      assert.equal(paymentProviderFor(stored).name, expected, `gateway ${paymentGateway}`)
      assert.equal((await organizerPaymentProvider(organizer.id)).name, expected)
    }
  })
})
