import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element's content is wider than its box (it scrolls sideways). A region that scrolls
 * must be reachable by keyboard (WCAG 2.1.1, axe "scrollable-region-focusable"), but one that does
 * not scroll should not be an extra tab stop: callers give it `tabIndex={0}` only while this is true.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [ref])
  return overflows
}
