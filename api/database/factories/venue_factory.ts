import factory from '@adonisjs/lucid/factories'
import Venue from '#models/venue'

/** Needs `userId`. */
export const VenueFactory = factory
  .define(Venue, ({ faker }) => ({
    name: faker.company.name(),
    addressName: faker.location.streetAddress({ useFullAddress: true }),
    city: faker.location.city(),
    country: faker.location.country(),
    postalCode: faker.location.zipCode(),
    lat: faker.location.latitude(),
    long: faker.location.longitude(),
  }))
  .build()
