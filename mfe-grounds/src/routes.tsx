import { declaredRoutes, lazyPage } from '@cricket/shell-sdk';
import ROUTES from './routes.json';

const GroundBookingPage = lazyPage(() => import('./ground-booking/pages/GroundBookingPage'), 'GroundBookingPage');

const { routes, preloadPage } = declaredRoutes(ROUTES, { GroundBookingPage: <GroundBookingPage /> });

/** What the shell mounts for the paths this remote declares in routes.json. */
export function RemoteRoutes() {
  return routes;
}

export { preloadPage };
