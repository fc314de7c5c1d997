import { SideNav } from './side-nav'
import { TopBar } from './top-bar'
import { useSideNav } from './use-side-nav'

/** The signed-in layout around `#tessera-main`: side navigation and top bar. */
export function Frame() {
  const { nav, toggleRef } = useSideNav()
  return (
    <>
      <SideNav nav={nav} />
      <TopBar nav={nav} toggleRef={toggleRef} />
    </>
  )
}
