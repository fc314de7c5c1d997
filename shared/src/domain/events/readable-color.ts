import { HEX_COLOR_PATTERN } from './constants.js'

/** The contrast WCAG AA asks of normal text. */
export const MIN_TEXT_CONTRAST = 4.5

function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The text colour for a button of an organizer's colour (spec "events" §3 `book_button_color`):
 * white or near-black, whichever contrasts more; `null` when the colour is not a `#rrggbb` one or
 * neither reaches 4.5:1 (the page then keeps its own colours).
 */
export function readableTextOn(background: string): '#ffffff' | '#111111' | null {
  if (!HEX_COLOR_PATTERN.test(background)) return null
  const candidates = (['#ffffff', '#111111'] as const)
    .map((text) => ({ text, ratio: contrastRatio(background, text) }))
    .sort((a, b) => b.ratio - a.ratio)
  const best = candidates[0]!
  return best.ratio >= MIN_TEXT_CONTRAST ? best.text : null
}
