// The SDK's jsdom polyfills (TextEncoder, MessageChannel, matchMedia, antd's ESM pieces).
import '@cricket/shell-sdk/testing';
import type { ModulePermission, UserResponse, WorkspaceResponse } from '@cricket/contracts';
import { createQueryClient, cricketTheme, queryKeys, ToastHost, WorkspaceProvider } from '@cricket/shell-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';


/** An answer of the fake API: a status and body, or 'pending' for a request that never settles. */
export type Answer = { status: number; body: unknown } | 'pending';

export interface ApiRequest {
  method: string;
  /** Without the query string. */
  path: string;
  body: unknown;
}

function toRequest(input: RequestInfo | URL, init?: RequestInit): ApiRequest {
  return { method: init?.method ?? 'GET', path: String(input).split('?')[0], body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

const NOT_FOUND: Answer = { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } };

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

/** Answers API paths (without query string) from a table, 404 otherwise. */
export function mockApi(answers: Record<string, Answer>) {
  return scriptedApi(({ path }) => answers[path] ?? NOT_FOUND);
}

export const testUser: UserResponse = {
  id: 7,
  username: 'asha',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'player',
  profilePicture: null,
  workspaceId: 3,
  isAuthenticated: true,
};

export const testWorkspace: WorkspaceResponse = {
  id: 3,
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
