import { useLingui } from '@lingui/react/macro'

export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useLingui()
  return (
    <span className={`ts-spinner ts-spinner--${size}`} role="status">
      <span className="ts-visually-hidden">{label ?? t`Loading…`}</span>
    </span>
  )
}
