import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { BookingMonth } from '@tessera/shared/schemas/dashboard'

export type BookingsChartProps = {
  months: BookingMonth[]
  /** The months' labels, in the interface language. */
  labels: string[]
  /** The series' name ("Bookings"). */
  seriesLabel: string
}

const HEIGHT = 220

/**
 * Bookings per month as bars, drawn with uPlot (its own chunk, loaded when the dashboard has
 * numbers). A picture only: the card's data table says the same to assistive technology.
 */
export default function BookingsChart({ months, labels, seriesLabel }: BookingsChartProps) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = container.current
    if (!root) return
    const bars = uPlot.paths.bars!({ size: [0.6, 48] })
    const plot = new uPlot(
      {
        width: root.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: (_, __, max) => [0, Math.max(4, max)] } },
        axes: [
          { values: (_, ticks) => ticks.map((tick) => labels[tick] ?? '') },
          { values: (_, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? tick : '')) },
        ],
        series: [
          {},
          {
            label: seriesLabel,
            paths: bars,
            points: { show: false },
            fill: '#2563eb',
            stroke: '#1d4ed8',
          },
        ],
      },
      [months.map((_, index) => index), months.map((month) => month.bookings)],
      root,
    )
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: root.clientWidth || 320, height: HEIGHT }),
    )
    resize.observe(root)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [months, labels, seriesLabel])
  return <div ref={container} className="ts-bookings-chart" aria-hidden="true" />
}
