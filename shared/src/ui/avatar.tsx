/** A person's picture, or their initials on a colour derived from their name. */
export function Avatar({
  name,
  src,
  size = 36,
}: {
  name: string
  src?: string | null
  size?: number
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) }
  if (src)
    return (
      <img className="ts-avatar" src={src} alt={name} width={size} height={size} style={style} />
    )
  return (
    <span
      className="ts-avatar ts-avatar--initials"
      style={{ ...style, background: colourOf(name) }}
      role="img"
      aria-label={name}
    >
      {initialsOf(name)}
    </span>
  )
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts
  return letters.map((part) => Array.from(part)[0]!.toUpperCase()).join('') || '?'
}

const palette = [
  '#4338ca',
  '#0f766e',
  '#b45309',
  '#be185d',
  '#1d4ed8',
  '#6d28d9',
  '#047857',
  '#9f1239',
]

function colourOf(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return palette[hash % palette.length]!
}
