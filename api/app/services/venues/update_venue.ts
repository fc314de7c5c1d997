import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { venueUpdateInput } from '@tessera/shared/schemas/venue'
import type User from '#models/user'
import Venue from '#models/venue'
import { findOwned } from '#policies/owner_policy'
import { venueColumns } from '#services/venues/venue_columns'

/** Edit Venue: the owner's, or any for super users (404 otherwise). */
export default class UpdateVenue {
  static async handle(
    actor: User,
    id: number,
    input: z.output<typeof venueUpdateInput>,
  ): Promise<Venue> {
    return db.transaction(async (trx) => {
      const venue = await findOwned(Venue, actor, id, trx)
      venue.merge(venueColumns(input))
      await venue.save()
      return venue
    })
  }
}
