// One harness for every remote's component tests: a fake API and the shell's providers with
// the session already in the caches, so a remote's routes render as they do inside the shell.
import './jsdomPolyfills';
import type { ModulePermission, UserResponse, WorkspaceResponse, WorkspaceRole } from '@cricket/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
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

/**
 * Answers API calls from a table keyed by 'METHOD path' or path, query string included
 * (404 otherwise), and records every request.
 */
export function mockApi(answers: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`] ?? answers[path] ?? fail(404, 'Not found');
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      text: async () => JSON.stringify(answer.body),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

export interface RemoteRenderOptions {
  /** null renders a signed-out visitor. */
  user?: UserResponse | null;
  role?: WorkspaceRole;
  permissions?: ModulePermission[];
}

/** A remote's routes at `path` inside the shell's providers, the session already in the caches. */
export function renderRemote(Routes: ComponentType, path: string, { user = testUser(), role = 'admin', permissions = [] }: RemoteRenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.user, user);
  if (user) {
    client.setQueryData(queryKeys.workspaces, [testWorkspace(role)]);
    client.setQueryData(queryKeys.currentWorkspace, { workspace: testWorkspace(role) });
    client.setQueryData(queryKeys.myPermissions(TEST_WORKSPACE_ID), permissions);
  }
  return render(
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
}
