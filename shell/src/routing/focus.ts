/** How long to wait for a page's heading to appear (a micro-frontend loading its code and data). */
const HEADING_WAIT_MS = 3000

function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: false })
}

/**
 * After a navigation, focus goes to the new page's main heading so screen-reader and keyboard users
 * start there. Until the heading exists the content element holds focus; when it appears within a
 * few seconds (and the user has not moved focus meanwhile) it takes over. Returns a cancel function.
 */
export function focusPageHeading(container: HTMLElement): () => void {
  const heading = () => container.querySelector<HTMLElement>('h1')
  const found = heading()
  if (found) {
    focusElement(found)
    return () => undefined
  }
  focusElement(container)
  const observer = new MutationObserver(() => {
    const late = heading()
    if (!late) return
    stop()
    if (document.activeElement === container || document.activeElement === document.body)
      focusElement(late)
  })
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(container, { childList: true, subtree: true })
  return stop
}
