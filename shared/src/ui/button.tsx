import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from './link.js'
import { Spinner } from './spinner.js'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link'
export type ButtonSize = 'sm' | 'md'

type Common = { variant?: ButtonVariant; size?: ButtonSize; icon?: ReactNode }

const classes = (variant: ButtonVariant, size: ButtonSize, extra?: string) =>
  ['ts-btn', `ts-btn--${variant}`, `ts-btn--${size}`, extra].filter(Boolean).join(' ')

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Common & { loading?: boolean }

/** A button. `loading` disables it and announces the busy state. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  )
}

/** A link that looks like a button (navigation, not an action). */
export function LinkButton({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: LinkProps & Common) {
  return (
    <Link className={classes(variant, size, className)} {...rest}>
      {icon}
      {children}
    </Link>
  )
}
