import './polyfills';
import { createQueryClient, cricketTheme, WorkspaceProvider } from '@cricket/shell-sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

type Answer = { status: number; body: unknown };

/** jsdom has neither fetch nor matchMedia; tests answer API paths from a table. */
export function mockApi(answers: Record<string, Answer> = {}) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).split('?')[0];
    const answer = answers[path] ?? (path === '/api/user' ? { status: 401, body: { statusCode: 401, message: 'Not authenticated', error: 'Unauthorized' } } : { status: 404, body: {} });
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      text: async () => JSON.stringify(answer.body),
      json: async () => answer.body,
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  // The app's own client: its default read of the key's path, no retries.
  const client = createQueryClient();
  return render(
    <ConfigProvider theme={cricketTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <WorkspaceProvider>{ui}</WorkspaceProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}
