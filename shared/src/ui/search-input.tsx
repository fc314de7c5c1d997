import { useEffect, useRef, useState } from 'react'
import { TextField } from './field.js'

/** Lists search 300 ms after the last keystroke (spec "accounts" §9). */
export const SEARCH_DEBOUNCE_MS = 300

export type SearchInputProps = {
  label: string
  /** The search in effect (the input starts from it). */
  value: string
  /** Called once typing has paused for SEARCH_DEBOUNCE_MS, with the new text. */
  onSearch: (value: string) => void
  placeholder?: string
  disabled?: boolean
}

/** A labelled search box that reports what was typed only after typing stops. */
export function SearchInput({ label, value, onSearch, placeholder, disabled }: SearchInputProps) {
  const [text, setText] = useState(value)
  const report = useRef(onSearch)
  useEffect(() => {
    report.current = onSearch
  })

  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => report.current(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      autoComplete="off"
      className="ts-search-input"
      onChange={(event) => setText(event.target.value)}
    />
  )
}
