import type { ReactNode } from 'react'

/** Small line icons of the toolbar (decorative: each button has its name as its label). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

const LINES: Record<'left' | 'center' | 'right' | 'justify', [number, number][]> = {
  left: [
    [2, 14],
    [2, 10],
    [2, 14],
    [2, 9],
  ],
  center: [
    [2, 14],
    [4, 12],
    [2, 14],
    [4.5, 11.5],
  ],
  right: [
    [2, 14],
    [6, 14],
    [2, 14],
    [7, 14],
  ],
  justify: [
    [2, 14],
    [2, 14],
    [2, 14],
    [2, 14],
  ],
}

export function AlignIcon({ align }: { align: keyof typeof LINES }) {
  return (
    <Icon>
      {LINES[align].map(([from, to], index) => (
        <line key={index} x1={from} x2={to} y1={3 + index * 3.3} y2={3 + index * 3.3} />
      ))}
    </Icon>
  )
}

export function BulletListIcon() {
  return (
    <Icon>
      {[4, 8, 12].map((y) => (
        <g key={y}>
          <circle cx="3" cy={y} r="0.9" fill="currentColor" stroke="none" />
          <line x1="6" x2="14" y1={y} y2={y} />
        </g>
      ))}
    </Icon>
  )
}

export function NumberedListIcon() {
  return (
    <Icon>
      <path
        d="M2.5 2.8 3.6 2.2v3.6M2.3 9.2c.4-.7 2-.7 2 .3 0 .8-2 1.5-2 2.6h2.2"
        strokeWidth="1.1"
      />
      {[4, 8, 12].map((y) => (
        <line key={y} x1="7" x2="14" y1={y} y2={y} />
      ))}
    </Icon>
  )
}

export function LinkIcon() {
  return (
    <Icon>
      <path d="M6.8 9.2a2.6 2.6 0 0 0 3.7 0l2.2-2.2a2.6 2.6 0 0 0-3.7-3.7l-.9.9M9.2 6.8a2.6 2.6 0 0 0-3.7 0L3.3 9a2.6 2.6 0 0 0 3.7 3.7l.9-.9" />
    </Icon>
  )
}
