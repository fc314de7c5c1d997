// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { FileDrop } from './file-drop.js'
import { centredCrop, croppedSize, HERO_ASPECT } from './image-crop.js'
import { ProgressBar } from './progress-bar.js'
import { renderWithI18n } from './test-utils.js'

afterEach(cleanup)

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value, clamped to 0–100', () => {
    renderWithI18n(
      <>
        <ProgressBar label="hero.jpg" value={42.4} />
        <ProgressBar label="big.pdf" value={140} />
      </>,
    )
    const hero = screen.getByRole('progressbar', { name: 'hero.jpg' })
    expect([
      hero.getAttribute('aria-valuenow'),
      hero.getAttribute('aria-valuemin'),
      hero.getAttribute('aria-valuemax'),
    ]).toEqual(['42', '0', '100'])
    expect(screen.getByText('42%')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'big.pdf' }).getAttribute('aria-valuenow')).toBe(
      '100',
    )
  })
})

describe('FileDrop', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type })

  it('hands over picked files through its labelled input', async () => {
    const onFiles = vi.fn()
    renderWithI18n(
      <FileDrop
        label="Documents"
        accept={['.pdf']}
        multiple
        hint="PDF up to 50 MB"
        onFiles={onFiles}
      />,
    )
    const input = screen.getByLabelText('Documents')
    expect(input.getAttribute('accept')).toBe('.pdf')
    await userEvent.upload(input, [
      file('a.pdf', 'application/pdf'),
      file('b.pdf', 'application/pdf'),
    ])
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.pdf', 'b.pdf'])
  })

  it('takes one dropped file when single, none when disabled', () => {
    const onFiles = vi.fn()
    const { rerender, container } = renderWithI18n(
      <FileDrop label="Hero image" accept={['.jpg']} onFiles={onFiles} />,
    )
    const zone = container.querySelector('.ts-file-drop')!
    fireEvent.drop(zone, {
      dataTransfer: { files: [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')] },
    })
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.jpg'])
    rerender(<FileDrop label="Hero image" accept={['.jpg']} disabled onFiles={onFiles} />)
    fireEvent.drop(zone, { dataTransfer: { files: [file('c.jpg', 'image/jpeg')] } })
    expect(onFiles).toHaveBeenCalledTimes(1)
  })
})

describe('hero crop', () => {
  it.each([
    [4000, 3000],
    [1920, 1080],
    [1080, 1920],
    [1600, 1000],
    [333, 777],
    [6000, 800],
  ])('a %s × %s image gives a centred 16:10 crop and a 16:10 result', (width, height) => {
    const area = centredCrop(width, height, HERO_ASPECT)
    expect(area.width / area.height).toBeCloseTo(1.6, 9)
    expect(area.x * 2 + area.width).toBeCloseTo(width, 9)
    expect(area.y * 2 + area.height).toBeCloseTo(height, 9)
    expect(area.width <= width && area.height <= height).toBe(true)
    const size = croppedSize(area, HERO_ASPECT, 1800)
    expect(size.width * 10).toBe(size.height * 16)
    expect(size.height).toBeLessThanOrEqual(Math.min(1800, area.height))
  })

  it('scales a tall crop down to 1800 px and never enlarges a small one', () => {
    expect(croppedSize({ x: 0, y: 0, width: 4800, height: 3000 }, HERO_ASPECT, 1800)).toEqual({
      width: 2880,
      height: 1800,
    })
    expect(croppedSize({ x: 10, y: 10, width: 803.2, height: 502 }, HERO_ASPECT, 1800)).toEqual({
      width: 800,
      height: 500,
    })
  })
})
