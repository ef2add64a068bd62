// What the matches remote's screen tests need beyond the SDK's harness (`@cricket/shell-sdk/testing`,
// which also brings its jsdom polyfills): its fake API takes a fixed table, and its renderRemote
// mounts whole route trees on a query client without the app's default query function, which every
// read of this remote relies on. Answers per request, and one screen on the app's query client, are here.
import { TEST_WORKSPACE_ID, testUser as sdkTestUser, type Answer } from '@cricket/shell-sdk/testing';
import type { ModulePermission, WorkspaceResponse } from '@cricket/contracts';
import { createQueryClient, cricketTheme, queryKeys, ToastHost, WorkspaceProvider } from '@cricket/shell-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { mockApi, type Answer } from '@cricket/shell-sdk/testing';

export interface ApiRequest {
  method: string;
  /** Without the query string. */
  path: string;
  body: unknown;
}

function toRequest(input: RequestInfo | URL, init?: RequestInit): ApiRequest {
  return { method: init?.method ?? 'GET', path: String(input).split('?')[0], body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

/**
 * jsdom has no fetch; tests answer each request with what `answer` returns for it, or a promise
 * of it when the test decides when the answer arrives.
 */
export function scriptedApi(answer: (request: ApiRequest) => Answer | Promise<Answer>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const settled = await answer(toRequest(input, init));
    if (settled === 'pending') return new Promise<Response>(() => undefined);
    return {
      ok: settled.status >= 200 && settled.status < 300,
      status: settled.status,
      statusText: '',
      text: async () => JSON.stringify(settled.body),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The requests a scripted API received, in order. */
export function requestsOf(fetchMock: ReturnType<typeof scriptedApi>): ApiRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => toRequest(input, init));
}

/** The signed-in user of every test: the SDK's test user, a player. */
export const testUser = sdkTestUser({ role: 'player' });

export const testWorkspace: WorkspaceResponse = {
  id: TEST_WORKSPACE_ID,
  name: 'Riverside CC',
  createdAt: '',
  updatedAt: '',
  createdBy: 7,
  metadata: null,
  role: 'member',
  status: 'active',
  matchVisibility: 'public',
};

export interface RenderOptions {
  path: string;
  /** The route pattern the screen is mounted at, e.g. '/my/matches/:id'. */
  route?: string;
  /** null renders without a current workspace. */
  workspace?: WorkspaceResponse | null;
  permissions?: ModulePermission[];
  /** false renders a fan without an account (no user, no workspace). */
  signedIn?: boolean;
}

/** Shows the current path so tests can assert navigation. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders a screen with the app's query client (API-path keys) and the signed-in user,
 * workspace and permission rows already cached.
 */
export function renderScreen(ui: ReactNode, { path, route = path, workspace: given = testWorkspace, permissions = [], signedIn = true }: RenderOptions) {
  const client = createQueryClient();
  const workspace = signedIn ? given : null;
  client.setQueryData(queryKeys.user, signedIn ? testUser : null);
  client.setQueryData(queryKeys.workspaces, workspace ? [workspace] : []);
  client.setQueryData(queryKeys.currentWorkspace, { workspace });
  if (workspace) client.setQueryData(queryKeys.myPermissions(workspace.id), permissions);
  return render(
    <ConfigProvider theme={cricketTheme}>
      <ToastHost />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <WorkspaceProvider>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </WorkspaceProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

export const permissionRow = (module: ModulePermission['module'], flags: Partial<ModulePermission>): ModulePermission => ({
  module,
  canView: false,
  canCreate: false,
  canEdit: false,
  canDelete: false,
  ...flags,
});
