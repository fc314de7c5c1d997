import type { ReactNode } from 'react'

/** Cards side by side while there is room (each at least `min` wide), stacked on narrow screens. */
export function CardGrid({ min = 420, children }: { min?: number; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        columnGap: 'var(--ts-space-5)',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`,
        alignItems: 'start',
      }}
    >
      {children}
    </div>
  )
}
