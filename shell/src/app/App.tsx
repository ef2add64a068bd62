import {
  createQueryClient,
  cricketTheme,
  onUnauthorized,
  queryKeys,
  RealtimeProvider,
  ToastHost,
  WorkspaceProvider,
} from '@cricket/shell-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from '@cricket/shell-sdk/router';
import { AppLayout } from '../layout/components/AppLayout';
import { RouteOutlet } from '../routes/RouteOutlet';

const queryClient = createQueryClient();

// A 401 on any call means the session ended: the app falls back to signed-out.
onUnauthorized(() => queryClient.setQueryData(queryKeys.user, null));

export function App() {
  return (
    <ConfigProvider theme={cricketTheme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <WorkspaceProvider>
            <RealtimeProvider>
              <ToastHost />
              <AppLayout>
                <RouteOutlet />
              </AppLayout>
            </RealtimeProvider>
          </WorkspaceProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
