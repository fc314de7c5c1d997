import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export type TabItem = { id: string; label: ReactNode; panel: ReactNode }

export type TabsProps = {
  /** The name of the tab list. */
  label: string
  tabs: TabItem[]
  selected: string
  onSelect: (id: string) => void
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between tabs and
 * select them, the panel is labelled by its tab. Only the selected panel is rendered (so only the
 * selected tab points at a panel with `aria-controls`).
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const base = useId()
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]
  if (!current) return null
  const tabId = (id: string) => `${base}-tab-${id}`
  const panelId = (id: string) => `${base}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current.id)
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[target]!
    onSelect(next.id)
    refs.current.get(next.id)?.focus()
  }

  return (
    <div className="ts-tabs">
      <div role="tablist" aria-label={label} className="ts-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === current.id
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element)
                else refs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={active ? panelId(tab.id) : undefined}
              tabIndex={active ? 0 : -1}
              className="ts-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(current.id)}
        aria-labelledby={tabId(current.id)}
        tabIndex={0}
        className="ts-tabs__panel"
      >
        {current.panel}
      </div>
    </div>
  )
}
