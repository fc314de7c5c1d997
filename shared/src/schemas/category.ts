import { z } from 'zod'
import { id, optionalText, requiredText, timestamp } from './common.js'

/** `categories` (spec "accounts" §3). */
export const category = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp.optional(),
})
export type Category = z.infer<typeof category>

/** POST /categories (console). */
export const categoryInput = z.object({ name: requiredText(255), description: optionalText(2000) })
export type CategoryInput = z.input<typeof categoryInput>

/** PATCH /categories/{id}. */
export const categoryUpdateInput = categoryInput.partial()
export type CategoryUpdateInput = z.input<typeof categoryUpdateInput>
