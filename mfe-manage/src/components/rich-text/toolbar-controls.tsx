import type { ReactNode } from 'react'

type Roving = { tabIndex: number; 'data-toolbar-item': true; onFocus: () => void }

/** A toolbar button; `pressed` makes it a toggle (marks, lists, alignment). */
export function ToolButton({
  label,
  pressed,
  onPress,
  roving,
  children,
}: {
  label: string
  pressed?: boolean
  onPress: () => void
  roving: Roving
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="ts-rich-text__tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the editor's selection: a mouse press would otherwise move focus away first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      {...roving}
    >
      {children}
    </button>
  )
}

export type ToolOption = { value: string; label: string }

/** A labelled choice in the toolbar (block style, size, colour). */
export function ToolSelect({
  label,
  value,
  options,
  onChoose,
  roving,
}: {
  label: string
  value: string
  options: ToolOption[]
  onChoose: (value: string) => void
  roving: Roving
}) {
  return (
    <select
      className="ts-rich-text__select"
      aria-label={label}
      title={label}
      value={value}
      onChange={(event) => onChoose(event.target.value)}
      {...roving}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
