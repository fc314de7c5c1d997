import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { tagInput, tagUpdateInput } from '@tessera/shared/schemas/tag'
import ApiError from '#exceptions/api_error'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import Tag from '#models/tag'
import type User from '#models/user'
import { findOwned } from '#policies/owner_policy'
import { definedValues } from '#lib/database_values'

/** Add Tag: the caller owns it. */
export class CreateTag {
  static async handle(owner: User, input: z.output<typeof tagInput>): Promise<Tag> {
    return Tag.create({ userId: owner.id, name: input.name, color: input.color })
  }
}

/** Edit Tag: the owner's, or any for super users (404 otherwise). */
export class UpdateTag {
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

/** Deletes a tag that no event uses (409 "This Tag still has associated Items."). */
export class DeleteTag {
  static async handle(actor: User, id: number): Promise<void> {
    await db.transaction(async (trx) => {
      const tag = await findOwned(Tag, actor, id, trx)
      if (await hasAssociatedItems(trx, 'tags', tag.id)) {
        throw new ApiError(409, { code: 'has_associated_items', values: { resource: 'tags' } })
      }
      await tag.delete()
    })
  }
}
