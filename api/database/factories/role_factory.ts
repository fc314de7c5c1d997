import factory from '@adonisjs/lucid/factories'
import Role from '#models/role'

/** A custom role (the default roles come from the accounts seeder). */
export const RoleFactory = factory
  .define(Role, ({ faker }) => ({
    name: `${faker.word.noun()}-${faker.string.alphanumeric(6).toLowerCase()}`,
  }))
  .build()
