import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { handleLinkClick } from '../routing/navigation.js'
import { useMenuPosition } from './menu-position.js'

export type MenuItem = {
  key: string
  label: ReactNode
  icon?: ReactNode
  /** A link item (in-app path); otherwise `onSelect` runs. */
  to?: string
  onSelect?: () => void
  /** A fuller accessible name than the visible label (e.g. with the record's name). */
  ariaLabel?: string
  /** Destructive (Delete): shown in the danger colour, placed last by convention. */
  tone?: 'danger'
  /** Focusable but inert (`aria-disabled`), e.g. a feature the plan does not include. */
  disabled?: boolean
}

export type MenuButtonProps = {
  /** The accessible name of the button. */
  label: string
  /** What the button shows (an avatar, an icon, a word). */
  children: ReactNode
  items: MenuItem[]
  /** Shown above the items, not focusable (e.g. who is signed in). */
  header?: ReactNode
  align?: 'start' | 'end'
  className?: string
  /** The button's classes instead of the plain `ts-menu__button` (e.g. to look like a `ts-btn`). */
  buttonClassName?: string
}

/**
 * A menu button (WAI-ARIA APG "menu button"): Enter, Space or the arrows open it on the first or
 * last item; arrows, Home and End move; Escape closes and returns focus to the button; Tab or a
 * click elsewhere closes it.
 */
export function MenuButton({
  label,
  children,
  items,
  header,
  align = 'end',
  className,
  buttonClassName = 'ts-menu__button',
}: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const buttonId = useId()
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLElement | null)[]>([])
  const position = useMenuPosition(open, button, align)

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openAt = (index: number) => {
    setFocusIndex((index + items.length) % items.length)
    setOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAt(0)
    else if (event.key === 'ArrowUp') openAt(items.length - 1)
    else return
    event.preventDefault()
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      setFocusIndex((moves[event.key]! + items.length) % items.length)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') close(false)
  }

  const select = (item: MenuItem) => {
    if (item.disabled) return
    close(!item.to)
    item.onSelect?.()
  }

  return (
    <div className={['ts-menu', className].filter(Boolean).join(' ')} ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      <div
        id={menuId}
        className={`ts-menu__popup ts-menu__popup--${align}`}
        style={position}
        hidden={!open}
      >
        {header ? <div className="ts-menu__header">{header}</div> : null}
        <ul
          role="menu"
          aria-labelledby={buttonId}
          className="ts-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => {
            const common = {
              ref: (element: HTMLElement | null) => {
                itemRefs.current[index] = element
              },
              role: 'menuitem',
              tabIndex: -1,
              className: item.tone ? `ts-menu__item ts-menu__item--${item.tone}` : 'ts-menu__item',
              'aria-label': item.ariaLabel,
              'aria-disabled': item.disabled || undefined,
            }
            return (
              <li key={item.key} role="none">
                {item.to ? (
                  <a
                    {...common}
                    href={item.to}
                    onClick={(event) => {
                      if (item.disabled) return event.preventDefault()
                      handleLinkClick(event, item.to!)
                      select(item)
                    }}
                  >
                    {item.icon}
                    <span>{item.label}</span>
                  </a>
                ) : (
                  <button {...common} type="button" onClick={() => select(item)}>
                    {item.icon}
                    <span>{item.label}</span>
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
