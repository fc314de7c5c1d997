import factory from '@adonisjs/lucid/factories'
import User from '#models/user'

/** Needs `roleId`. A user with a unique e-mail, in euros and Europe/Athens; password `secret-password`. */
export const UserFactory = factory
  .define(User, ({ faker }) => ({
    name: faker.person.fullName(),
    email: `${faker.string.uuid()}@example.com`,
    password: 'secret-password',
    currency: 'eur',
    timezone: 'Europe/Athens',
  }))
  .build()
