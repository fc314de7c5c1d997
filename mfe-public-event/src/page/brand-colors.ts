import type { CSSProperties } from 'react'
import { contrastRatio, MIN_TEXT_CONTRAST } from '@tessera/shared/domain/events/readable-color'
import { HEX_COLOR_PATTERN } from '@tessera/shared/domain/events/constants'
import type { BrandColors } from '@tessera/shared/schemas/event-sections'

/** The page's own colours, which a brand colour replaces only where text stays readable. */
const PAGE = { surface: '#ffffff', text: '#1b2130', background: '#f5f6f8' }

const readable = (color: string | undefined, on: string): color is string =>
  !!color && HEX_COLOR_PATTERN.test(color) && contrastRatio(color, on) >= MIN_TEXT_CONTRAST

/**
 * An organizer's brand colours (premium) as the custom properties the page's styles read
 * (`--pe-brand-primary`, …): the primary colour (links, buttons) only when it reaches 4.5:1 on the
 * white cards, the page background and text only as a pair that reaches it.
 */
export function brandProperties(colors: BrandColors | null): CSSProperties | undefined {
  if (!colors) return undefined
  const properties: Record<string, string> = {}
  if (readable(colors.primary, PAGE.surface)) properties['--pe-brand-primary'] = colors.primary
  const text = colors.text ?? PAGE.text
  const background = colors.background ?? PAGE.background
  if (
    (colors.text || colors.background) &&
    readable(text, background) &&
    readable(text, PAGE.surface)
  ) {
    properties['--pe-brand-text'] = text
    properties['--pe-brand-background'] = background
  }
  return Object.keys(properties).length > 0 ? (properties as CSSProperties) : undefined
}
