import type { AnchorHTMLAttributes } from 'react'
import { handleLinkClick } from '../routing/navigation.js'

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/** An in-app link: a real `<a href>` (open in new tab works) that navigates without a reload. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event)
        handleLinkClick(event, to)
      }}
      {...rest}
    />
  )
}
