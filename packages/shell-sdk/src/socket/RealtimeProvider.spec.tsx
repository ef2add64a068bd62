import '../testing/jsdomPolyfills';
import { LIMITS } from '@cricket/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { queryKeys } from '../api/queryKeys';
import { FakeSocket } from '../testing/FakeSocket';
import { RealtimeProvider, useRealtime } from './RealtimeProvider';

/** A match page as the remotes write one: it watches while it is shown. */
function MatchPage() {
  const { watch } = useRealtime();
  useEffect(() => watch(), [watch]);
  return null;
}

function renderSignedOut(page: 'match' | 'none') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.user, null);
  const tree = (shown: 'match' | 'none') => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider url="ws://localhost/ws" toast={jest.fn()}>
        {shown === 'match' && <MatchPage />}
      </RealtimeProvider>
    </QueryClientProvider>
  );
  const view = render(tree(page));
  return { show: (shown: 'match' | 'none') => view.rerender(tree(shown)) };
}

const RealWebSocket = globalThis.WebSocket;
beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.instances = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.WebSocket = RealWebSocket;
});

describe("a fan's socket without an account", () => {
  it('opens while a match page is shown and is kept across a move between pages', () => {
    const { show } = renderSignedOut('none');
    expect(FakeSocket.instances).toHaveLength(0);
    show('match');
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => FakeSocket.instances[0].serverOpens());
    // The page changes: for a moment nothing watches, then the next page does.
    show('none');
    act(() => jest.advanceTimersByTime(LIMITS.socket.releaseAfterMs - 1));
    show('match');
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.instances[0].readyState).toBe(FakeSocket.OPEN);
  });

  it('closes once no page has watched for a while', () => {
    const { show } = renderSignedOut('match');
    act(() => FakeSocket.instances[0].serverOpens());
    show('none');
    act(() => jest.advanceTimersByTime(LIMITS.socket.releaseAfterMs - 1));
    expect(FakeSocket.instances[0].readyState).toBe(FakeSocket.OPEN);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeSocket.instances[0].readyState).toBe(FakeSocket.CLOSED);
  });
});
