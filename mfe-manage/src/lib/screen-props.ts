/** What every screen gets from the route table: the route's parameters (`{ id }`). */
export type ScreenProps = { params: Record<string, string> }
