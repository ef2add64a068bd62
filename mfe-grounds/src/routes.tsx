import { declaredRoutes, lazyPage } from '@cricket/shell-sdk';
import { groundKeys } from './ground-booking/api/groundKeys';
import ROUTES from './routes.json';

/** What the tabs read as they open (GroundBookingTabs); the users are read only with the workspace bookings tab. */
export const groundBookingReads = () => [groundKeys.allGrounds, groundKeys.ownGrounds, groundKeys.userBookings, groundKeys.calendarBookings];

const GroundBookingPage = lazyPage(() => import('./ground-booking/pages/GroundBookingPage'), 'GroundBookingPage', groundBookingReads);

const { routes, preloadPage } = declaredRoutes(ROUTES, { GroundBookingPage: <GroundBookingPage /> });

/** What the shell mounts for the paths this remote declares in routes.json. */
export function RemoteRoutes() {
  return routes;
}

export { preloadPage };
