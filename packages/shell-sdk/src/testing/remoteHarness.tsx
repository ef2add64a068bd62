// One harness for every remote's component tests: a fake API and the shell's providers with
// the session already in the caches, so a remote's routes render as they do inside the shell.
import './jsdomPolyfills';
import type { ModulePermission, UserResponse, WorkspaceResponse, WorkspaceRole } from '@cricket/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { cricketTheme } from '../theme';
import { ToastHost } from '../toast/ToastHost';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';

jest.setTimeout(30_000);

// The API client logs every request at debug level; tests read their calls from mockApi instead.
beforeEach(() => jest.spyOn(console, 'debug').mockImplementation(() => undefined));

// jsdom implements getComputedStyle for elements only; antd's table also asks for scrollbar pseudo-elements.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/** An answer of the fake API: a status and body, or 'pending' for a request that never settles. */
export type Answer = { status: number; body: unknown } | 'pending';

/** A request the fake API received; its path keeps the query string. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const fail = (status: number, message: string): Answer => ({ status, body: { statusCode: status, message, error: 'Error' } });

export const TEST_WORKSPACE_ID = 3;

export function testUser(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    id: 7,
    username: 'asha',
    name: 'Asha',
    email: 'asha@example.com',
    role: 'general',
    profilePicture: null,
    workspaceId: TEST_WORKSPACE_ID,
    isAuthenticated: true,
    ...overrides,
  };
}

function testWorkspace(role: WorkspaceRole): WorkspaceResponse {
  return { id: TEST_WORKSPACE_ID, name: 'Club', createdAt: '', updatedAt: '', createdBy: 1, metadata: null, role, status: 'active', matchVisibility: 'public' };
}

export { permissionRow } from '@cricket/contracts';

function callOf(input: RequestInfo | URL, init?: RequestInit): ApiCall {
  return { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
}

/**
 * Answers each API call with what `answer` returns for it, or a promise of it when the test
 * decides when the answer arrives. Returns the fetch mock; `callsOf` reads what it received.
 */
export function scriptedApi(answer: (call: ApiCall) => Answer | Promise<Answer>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const settled = await answer(callOf(input, init));
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

/** The calls a scripted API received, in order. */
export function callsOf(fetchMock: ReturnType<typeof scriptedApi>): ApiCall[] {
  return fetchMock.mock.calls.map(([input, init]) => callOf(input, init));
}

/**
 * Answers API calls from a table keyed by 'METHOD path' or path, query string included
 * (404 otherwise), and records every request.
 */
export function mockApi(answers: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  scriptedApi((call) => {
    calls.push(call);
    return answers[`${call.method} ${call.path}`] ?? answers[call.path] ?? fail(404, 'Not found');
  });
  return calls;
}

export interface RemoteRenderOptions {
  /** null renders a signed-out visitor. */
  user?: UserResponse | null;
  role?: WorkspaceRole;
  /** The current workspace, the test workspace with `role` by default; null renders a signed-in user without one. */
  workspace?: WorkspaceResponse | null;
  permissions?: ModulePermission[];
}

/**
 * A remote's routes at `path` inside the shell's providers and query client, the session already
 * in the caches; with the client, a test can do what the shell's socket does (invalidate reads).
 */
export function renderRemote(
  Routes: ComponentType,
  path: string,
  { user = testUser(), role = 'admin', workspace = testWorkspace(role), permissions = [] }: RemoteRenderOptions = {},
) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.user, user);
  if (user) {
    client.setQueryData(queryKeys.workspaces, workspace ? [workspace] : []);
    client.setQueryData(queryKeys.currentWorkspace, { workspace });
    if (workspace) client.setQueryData(queryKeys.myPermissions(workspace.id), permissions);
  }
  const rendered = render(
    <ConfigProvider theme={cricketTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <WorkspaceProvider>
            <ToastHost />
            <Routes />
          </WorkspaceProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...rendered, queryClient: client };
}
