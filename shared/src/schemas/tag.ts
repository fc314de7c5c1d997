import { z } from 'zod'
import { DEFAULT_TAG_COLOR, HEX_COLOR_PATTERN } from '../domain/events/constants.js'
import { id, requiredText, timestamp } from './common.js'

/** A colour as `#rrggbb`, stored lowercase. */
export const hexColor = z
  .string()
  .trim()
  .regex(HEX_COLOR_PATTERN)
  .transform((value) => value.toLowerCase())

/** `tags` (spec "accounts" §3); `user` is the owner when included. */
export const tag = z.object({
  id,
  name: z.string(),
  color: z.string(),
  created_at: timestamp,
  updated_at: timestamp.optional(),
  user: z.object({ id, name: z.string().optional() }).optional(),
})
export type Tag = z.infer<typeof tag>

/** POST /tags: a name and a colour, green by default. */
export const tagInput = z.object({
  name: requiredText(100),
  color: hexColor.default(DEFAULT_TAG_COLOR),
})
export type TagInput = z.input<typeof tagInput>

/** PATCH /tags/{id}. */
export const tagUpdateInput = z.object({
  name: requiredText(100).optional(),
  color: hexColor.optional(),
})
export type TagUpdateInput = z.input<typeof tagUpdateInput>
