import factory from '@adonisjs/lucid/factories'
import Ticket from '#models/ticket'

/** Needs `userId`. */
export const TicketFactory = factory
  .define(Ticket, ({ faker }) => ({
    name: `${faker.word.adjective()} admission`,
    description: faker.lorem.sentence(),
  }))
  .build()
