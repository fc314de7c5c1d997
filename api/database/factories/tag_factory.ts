import factory from '@adonisjs/lucid/factories'
import Tag from '#models/tag'

/** Needs `userId` (merge it, or create through a user). */
export const TagFactory = factory
  .define(Tag, ({ faker }) => ({
    name: faker.word.adjective(),
    color: faker.color.rgb({ format: 'hex', casing: 'lower' }),
  }))
  .build()
