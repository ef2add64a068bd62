import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createQueryClient } from './queryClient';

/** A fetch double that records each path asked for and answers 200 with `[]`. */
function serve() {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const answer = { ok: true, status: 200, statusText: '', text: async () => '[]', json: async () => [], clone: () => answer };
    return answer as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

function Reader({ path, enabled = true }: { path: string; enabled?: boolean }) {
  const read = useQuery({ queryKey: [path], enabled });
  return <p>{read.isSuccess ? `${path} read` : `${path} reading`}</p>;
}

/** A sibling whose chunk never arrives: the Suspense around it never commits. */
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

const flush = () => act(() => new Promise((settled) => setTimeout(settled, 0)));

describe("the app's query client", () => {
  it('starts a read when a render asks for it, before the page commits (issue 23)', async () => {
    const calls = serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <p>frame</p>
        <Suspense fallback={<p>Loading page</p>}>
          <Reader path="/api/grounds" />
          <Reader path="/api/bookings" enabled={false} />
          <NeverLoaded />
        </Suspense>
      </QueryClientProvider>,
    );
    await flush();
    // The page is still loading, yet its enabled read is on the wire, and only that one.
    expect(screen.getByText('Loading page')).toBeTruthy();
    expect(screen.queryByText(/reading|read$/)).toBeNull();
    expect(calls).toEqual(['/api/grounds']);
  });

  it('makes one read for a query once it renders and subscribes, and none for data set by hand', async () => {
    const calls = serve();
    const client = createQueryClient();
    client.setQueryData(['/api/filled'], []);
    render(
      <QueryClientProvider client={client}>
        <Reader path="/api/grounds" />
        <Reader path="/api/filled" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('/api/grounds read')).toBeTruthy();
    expect(screen.getByText('/api/filled read')).toBeTruthy();
    await flush();
    expect(calls).toEqual(['/api/grounds']);
  });
});
