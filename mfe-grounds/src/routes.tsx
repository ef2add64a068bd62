import { GROUND_BOOKING_ROUTE } from '@cricket/contracts';
import { cricketTheme, lazyPage } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';

const GroundBookingPage = lazyPage(() => import('./ground-booking/GroundBookingPage'), 'GroundBookingPage');

/** What the shell mounts for the paths it maps to mfe_grounds (shell/src/routes/routeTable.ts). */
export function RemoteRoutes() {
  return (
    <ConfigProvider theme={cricketTheme}>
      <Routes>
        <Route path={GROUND_BOOKING_ROUTE} element={<GroundBookingPage />} />
      </Routes>
    </ConfigProvider>
  );
}
