/**
 * When a scan opens the result popup (spec "events" §2 "QR scan"): a valid URL opens it once; while
 * it is open, every further read (the camera sees the same code ten times a second) is ignored;
 * after dismissal the next read opens it again.
 */
export type ScanPopup = { url: string | null }

export const closedPopup: ScanPopup = { url: null }

/** The popup after a read of `url`: opened for it when closed, unchanged while open. */
export function offerScan(popup: ScanPopup, url: string): ScanPopup {
  return popup.url === null ? { url } : popup
}

/** The popup after the person dismissed it. */
export function dismissScan(): ScanPopup {
  return closedPopup
}
