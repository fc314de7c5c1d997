import factory from '@adonisjs/lucid/factories'
import Category from '#models/category'

export const CategoryFactory = factory
  .define(Category, ({ faker }) => ({
    name: `${faker.word.noun()} ${faker.string.alphanumeric(6)}`,
    description: faker.lorem.sentence(),
  }))
  .build()
