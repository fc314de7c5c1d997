/** Leaves this page for another document of the site (a full load: another app renders it). */
export function leavePage(to: string): void {
  window.location.assign(to)
}
