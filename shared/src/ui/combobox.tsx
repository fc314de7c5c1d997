import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Frame } from './field.js'

export type ComboboxOption = { value: string; label: string; color?: string }

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DELAY_MS = 300

export type ComboboxProps = {
  id?: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  required?: boolean
  /** Several choices (tags); otherwise one. */
  multiple?: boolean
  /** What is chosen, with its labels (a choice need not be among the current matches). */
  selected: ComboboxOption[]
  onChange: (selected: ComboboxOption[]) => void
  onBlur?: () => void
  /** The server's matches for the text typed; `undefined` while they load. */
  options: ComboboxOption[] | undefined
  /** The server has more matches than it sent: typing more narrows them. */
  more?: boolean
  /** Called with the text once typing has paused for `SEARCH_DELAY_MS`. */
  onSearch: (text: string) => void
}

/** Calls `search` with `text` once it has stayed the same for `SEARCH_DELAY_MS`. */
function useDebouncedSearch(text: string, search: (text: string) => void) {
  const latest = useRef(search)
  useEffect(() => {
    latest.current = search
  })
  useEffect(() => {
    const timer = setTimeout(() => latest.current(text), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
}

/**
 * What the user typed: in a closed single combobox the input shows the choice, and a caret left
 * after it would otherwise search for the choice's label followed by the typed text.
 */
const typedText = (value: string, shown: string | undefined) =>
  shown && value.startsWith(shown) ? value.slice(shown.length) : value

/**
 * A searchable picker over a server list (WAI-ARIA combobox with a listbox popup): typing searches
 * the server, arrow keys move through the matches, Enter chooses, Escape closes. It says when
 * nothing matches and when there are more matches than shown, so nothing is silently left out.
 */
export function Combobox(props: ComboboxProps) {
  const { label, hint, error, required, multiple, selected, onChange, options = [] } = props
  const { t } = useLingui()
  const ownId = useId()
  const id = props.id ?? ownId
  const listId = `${id}-listbox`
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [active, setActive] = useState(-1)
  useDebouncedSearch(text, props.onSearch)
  const isChosen = (option: ComboboxOption) => selected.some((item) => item.value === option.value)
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (option: ComboboxOption) => {
    if (!multiple) {
      onChange([option])
      setOpen(false)
      setText('')
      return
    }
    onChange(
      isChosen(option)
        ? selected.filter((item) => item.value !== option.value)
        : [...selected, option],
    )
  }
  const move = (step: number) => {
    if (!open) setOpen(true)
    const last = options.length - 1
    setActive((current) => Math.min(Math.max(open ? current + step : 0, 0), last))
  }
  const onKeyDown = (key: KeyboardEvent<HTMLInputElement>) => {
    let handled = true
    if (key.key === 'ArrowDown') move(1)
    else if (key.key === 'ArrowUp') move(-1)
    else if (key.key === 'Enter' && open) {
      if (options[active]) choose(options[active])
    } else if (key.key === 'Escape' && open) setOpen(false)
    else if (key.key === 'Escape' && text) setText('')
    else handled = false
    if (!handled) return
    key.preventDefault()
    key.stopPropagation()
  }

  let note: string | null = null
  if (props.options === undefined) note = t`Searching…`
  else if (options.length === 0) note = t`No match`
  else if (props.more) note = t`Type to search more`
  const shownText = open || multiple ? text : (selected[0]?.label ?? text)

  return (
    <Frame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <>
          {multiple && selected.length ? (
            <ChosenList selected={selected} onRemove={choose} />
          ) : null}
          <div className="ts-combobox">
            <input
              id={id}
              className="ts-input"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              placeholder={multiple ? t`Type to search` : undefined}
              value={shownText}
              onChange={(change) => {
                setText(typedText(change.target.value, open || multiple ? undefined : shownText))
                setOpen(true)
                setActive(-1)
              }}
              onKeyDown={onKeyDown}
              onFocus={(focus) => (multiple ? undefined : focus.currentTarget.select())}
              onBlur={() => {
                setOpen(false)
                props.onBlur?.()
              }}
            />
            <Popup
              id={listId}
              open={open}
              multiple={multiple}
              options={options}
              active={active}
              optionId={optionId}
              isChosen={isChosen}
              onChoose={choose}
              note={note}
            />
          </div>
        </>
      )}
    </Frame>
  )
}

type PopupProps = {
  id: string
  open: boolean
  multiple?: boolean
  options: ComboboxOption[]
  active: number
  optionId: (index: number) => string
  isChosen: (option: ComboboxOption) => boolean
  onChoose: (option: ComboboxOption) => void
  /** Searching, no match, or more matches than shown. */
  note: string | null
}

/** The listbox of matches under the input, and what it says about them. */
function Popup({
  id,
  open,
  multiple,
  options,
  active,
  optionId,
  isChosen,
  onChoose,
  note,
}: PopupProps) {
  return (
    <div className="ts-combobox__popup" hidden={!open}>
      <ul id={id} role="listbox" aria-multiselectable={multiple || undefined}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={isChosen(option)}
            className={`ts-combobox__option${index === active ? ' is-active' : ''}`}
            onMouseDown={(press) => press.preventDefault()}
            onClick={() => onChoose(option)}
          >
            {option.color ? <Swatch color={option.color} /> : null}
            {option.label}
          </li>
        ))}
      </ul>
      {note ? (
        <p className="ts-combobox__note" role="status">
          {note}
        </p>
      ) : null}
    </div>
  )
}

const Swatch = ({ color }: { color: string }) => (
  <span className="ts-tag-swatch" style={{ background: color }} aria-hidden="true" />
)

/** The choices of a multiple combobox, each with its own remove button. */
function ChosenList({
  selected,
  onRemove,
}: {
  selected: ComboboxOption[]
  onRemove: (option: ComboboxOption) => void
}) {
  const { t } = useLingui()
  return (
    <ul className="ts-combobox__chosen">
      {selected.map((option) => {
        const name = option.label
        return (
          <li key={option.value} className="ts-combobox__chip">
            {option.color ? <Swatch color={option.color} /> : null}
            {name}
            <button
              type="button"
              className="ts-combobox__remove"
              aria-label={t`Remove ${name}`}
              onClick={() => onRemove(option)}
            >
              ×
            </button>
          </li>
        )
      })}
    </ul>
  )
}
