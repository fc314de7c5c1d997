import { z } from 'zod'
import { CONTACT_TYPES, HEX_COLOR_PATTERN } from '../domain/events/constants.js'

/**
 * The repeatable sections of an event (spec "events" §3, §5): agenda entries need a title and a
 * time slot, FAQs a name (the question), host contacts a type and a value.
 */
export const agendaEntry = z.object({
  title: z.string().trim().min(1).max(255),
  name: z.string().trim().max(255).nullable().optional(),
  start_at: z.string().trim().min(1).max(32),
  content: z.string().trim().max(5000).nullable().optional(),
})
export type AgendaEntry = z.infer<typeof agendaEntry>

export const faqEntry = z.object({
  name: z.string().trim().min(1).max(500),
  content: z.string().trim().max(5000).nullable().optional(),
})
export type FaqEntry = z.infer<typeof faqEntry>

export const hostContact = z.object({
  type: z.enum(CONTACT_TYPES),
  content: z.string().trim().min(1).max(500),
})
export type HostContact = z.infer<typeof hostContact>

/** Custom brand colours (premium): hex colours of the public page. */
export const BRAND_COLOR_KEYS = ['primary', 'secondary', 'accent', 'background', 'text'] as const
const hex = z.string().regex(HEX_COLOR_PATTERN)
export const brandColors = z.partialRecord(z.enum(BRAND_COLOR_KEYS), hex)
export type BrandColors = z.infer<typeof brandColors>
