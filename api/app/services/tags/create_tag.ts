import type { z } from 'zod'
import type { tagInput } from '@tessera/shared/schemas/tag'
import Tag from '#models/tag'
import type User from '#models/user'

/** Add Tag: the caller owns it. */
export default class CreateTag {
  static async handle(owner: User, input: z.output<typeof tagInput>): Promise<Tag> {
    return Tag.create({ userId: owner.id, name: input.name, color: input.color })
  }
}
