import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react'

const GAP = 4

/**
 * Where an open menu's popup goes: fixed to the viewport under its button (above it when there is
 * no room below), so a menu in a scrolling table row is not clipped by the table. Follows the button
 * on scroll and resize.
 */
export function useMenuPosition(
  open: boolean,
  button: RefObject<HTMLElement | null>,
  align: 'start' | 'end',
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({})
  useLayoutEffect(() => {
    if (!open) return
    const place = () => {
      const rect = button.current?.getBoundingClientRect()
      if (!rect) return
      const below = rect.bottom + GAP
      const roomBelow = window.innerHeight - below
      setStyle({
        position: 'fixed',
        ...(roomBelow < 200 && rect.top > roomBelow
          ? { top: 'auto', bottom: window.innerHeight - rect.top + GAP }
          : { top: below, bottom: 'auto' }),
        ...(align === 'end'
          ? {
              left: 'auto',
              right: Math.max(document.documentElement.clientWidth - rect.right, GAP),
            }
          : { left: Math.max(rect.left, GAP), right: 'auto' }),
      })
    }
    place()
    window.addEventListener('scroll', place, true)
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place, true)
      window.removeEventListener('resize', place)
    }
  }, [open, button, align])
  return style
}
