import type { CSSProperties, ReactNode } from 'react'

export type BadgeTone =
  'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary' | 'premium'

/** A small label. `color` (a hex colour, e.g. a tag's) overrides the tone. */
export function Badge({
  tone = 'neutral',
  color,
  children,
}: {
  tone?: BadgeTone
  color?: string
  children: ReactNode
}) {
  const style: CSSProperties | undefined = color
    ? { background: color, color: readableOn(color) }
    : undefined
  return (
    <span className={`ts-badge ts-badge--${tone}`} style={style}>
      {children}
    </span>
  )
}

/** Black or white, whichever reads better on a hex background (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return '#000000'
  const channel = (offset: number) => {
    const c = parseInt(match[1]!.slice(offset, offset + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  return luminance > 0.179 ? '#000000' : '#ffffff'
}
