import factory from '@adonisjs/lucid/factories'
import Asset from '#models/asset'

/** Needs `eventId`. An additional image by default. */
export const AssetFactory = factory
  .define(Asset, ({ faker }) => ({
    kind: 'image' as const,
    path: `events/${faker.string.uuid()}.jpg`,
    mimeType: 'image/jpeg',
    size: faker.number.int({ min: 1000, max: 5_000_000 }),
    originalName: `${faker.word.noun()}.jpg`,
    position: 0,
  }))
  .state('document', (row) => {
    row.kind = 'document'
    row.path = row.path.replace(/\.jpg$/, '.pdf')
    row.mimeType = 'application/pdf'
    row.originalName = row.originalName.replace(/\.jpg$/, '.pdf')
  })
  .build()
