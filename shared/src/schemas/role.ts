import { z } from 'zod'
import { id, requiredText, timestamp } from './common.js'

/** `roles` (spec "accounts" §3). */
export const role = z.object({
  id,
  name: z.string(),
  created_at: timestamp,
  updated_at: timestamp.optional(),
})
export type Role = z.infer<typeof role>

export const roleInput = z.object({ name: requiredText(100) })
export type RoleInput = z.infer<typeof roleInput>
