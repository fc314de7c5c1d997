import { describe, expect, it } from 'vitest'
import { closedPopup, dismissScan, offerScan } from './scan-popup'

describe('the scan popup opens once per scanned URL and again only after dismissal', () => {
  it('opens for the first read and ignores every read while open', () => {
    let popup = offerScan(closedPopup, 'https://t.example/ticket/a')
    expect(popup.url).toBe('https://t.example/ticket/a')
    popup = offerScan(popup, 'https://t.example/ticket/a')
    popup = offerScan(popup, 'https://t.example/ticket/b')
    expect(popup.url).toBe('https://t.example/ticket/a')
  })

  it('opens again for the same URL after dismissal', () => {
    const dismissed = dismissScan()
    expect(dismissed.url).toBeNull()
    expect(offerScan(dismissed, 'https://t.example/ticket/a').url).toBe(
      'https://t.example/ticket/a',
    )
  })
})
