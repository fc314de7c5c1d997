import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@tessera/shared/ui/button'
import { Tabs } from '@tessera/shared/ui/tabs'

/** The entry to select once entry `removed` of `count` is removed: the next one, else the previous. */
export function selectionAfterRemoval(removed: number, count: number, selected: number): number {
  if (removed < selected) return selected - 1
  if (removed > selected) return selected
  return removed < count - 1 ? removed : Math.max(0, removed - 1)
}

export type EntryTabsProps = {
  /** The list's name ("Agenda items"). */
  label: string
  /** One key per entry (stable across edits). */
  keys: string[]
  tabLabel: (index: number) => string
  selected: number
  onSelect: (index: number) => void
  addLabel: string
  onAdd: () => void
  removeLabel: (index: number) => string
  onRemove: (index: number) => void
  empty: string
  children: (index: number) => ReactNode
}

/**
 * Entries as tabs that can be added and removed (spec "events" §4: removing the active tab selects
 * the next one, or else the previous one). Focus goes to the newly selected tab, or to "add" when
 * no entry is left.
 */
export function EntryTabs({
  label,
  keys,
  tabLabel,
  selected,
  onSelect,
  addLabel,
  onAdd,
  removeLabel,
  onRemove,
  empty,
  children,
}: EntryTabsProps) {
  const container = useRef<HTMLDivElement>(null)
  const [refocus, setRefocus] = useState(0)
  const current = Math.min(selected, keys.length - 1)

  useEffect(() => {
    if (!refocus) return
    const target =
      container.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ??
      container.current?.querySelector<HTMLElement>('[data-entry-add]')
    target?.focus()
  }, [refocus])

  const remove = (index: number) => {
    onSelect(selectionAfterRemoval(index, keys.length, current))
    onRemove(index)
    setRefocus((value) => value + 1)
  }
  const add = () => {
    onAdd()
    onSelect(keys.length)
  }

  return (
    <div ref={container} className="ts-event-edit__entries">
      {keys.length ? (
        <Tabs
          label={label}
          selected={keys[current]!}
          onSelect={(key) => onSelect(keys.indexOf(key))}
          tabs={keys.map((key, index) => ({
            id: key,
            label: tabLabel(index),
            // Keyed: each entry keeps its own inputs (an input reused by another entry keeps its text).
            panel: (
              <div key={key} className="ts-event-edit__entry">
                {children(index)}
                <Button variant="danger" size="sm" onClick={() => remove(index)}>
                  {removeLabel(index)}
                </Button>
              </div>
            ),
          }))}
        />
      ) : (
        <p className="ts-field__hint">{empty}</p>
      )}
      <Button variant="secondary" size="sm" onClick={add} data-entry-add="">
        {addLabel}
      </Button>
    </div>
  )
}
