import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { tagUpdateInput } from '@tessera/shared/schemas/tag'
import Tag from '#models/tag'
import type User from '#models/user'
import { findOwned } from '#policies/owner_policy'
import { definedValues } from '#lib/database_values'

/** Edit Tag: the owner's, or any for super users (404 otherwise). */
export default class UpdateTag {
  static async handle(
    actor: User,
    id: number,
    input: z.output<typeof tagUpdateInput>,
  ): Promise<Tag> {
    return db.transaction(async (trx) => {
      const tag = await findOwned(Tag, actor, id, trx)
      tag.merge(definedValues({ name: input.name, color: input.color }))
      await tag.save()
      return tag
    })
  }
}
