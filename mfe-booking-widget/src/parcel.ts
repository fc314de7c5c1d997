import { lifecycles } from './mfe-booking-widget'

/**
 * The booking widget as a single-spa parcel: the public event page mounts it with
 * `mountParcel(parcel, { domElement, ... })`; single-spa-react renders into `props.domElement` and
 * re-renders on `update` (new props) instead of remounting.
 */
const parcel = { name: 'bookingWidget', ...lifecycles }

export default parcel
