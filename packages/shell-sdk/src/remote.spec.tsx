import './testing/jsdomPolyfills';
import { LIMITS } from '@cricket/contracts';
import type { ReactNode } from 'react';
import { apiGet } from './api/client';
import { declaredRoutes, lazyPage } from './remote';

/** An access gate as a remote wraps its pages. */
const Gate = ({ children }: { children: ReactNode }) => <>{children}</>;

describe("a remote's declared pages fetched before they render", () => {
  it('fetches the page of the route a path opens, through its wrappers, and nothing for a path the remote does not declare', async () => {
    const loadDetail = jest.fn(async () => ({ DetailPage: () => <p>detail</p> }));
    const loadList = jest.fn(async () => ({ ListPage: () => <p>list</p> }));
    const DetailPage = lazyPage(loadDetail, 'DetailPage');
    const ListPage = lazyPage(loadList, 'ListPage');
    const { preloadPage } = declaredRoutes(
      { Things: { '/things': 'list', '/things/new': 'list', '/things/:id': 'detail' } },
      {
        list: <ListPage />,
        detail: (
          <Gate>
            <DetailPage />
          </Gate>
        ),
      },
    );

    await preloadPage('/things/42');
    expect(loadDetail).toHaveBeenCalledTimes(1);
    expect(loadList).not.toHaveBeenCalled();

    // A static segment ranks before a parameter, as the remote's own <Routes> match.
    await preloadPage('/things/new');
    expect(loadList).toHaveBeenCalledTimes(1);

    await preloadPage('/elsewhere');
    expect(loadDetail).toHaveBeenCalledTimes(1);
    expect(loadList).toHaveBeenCalledTimes(1);
  });

  it('refuses a declaration naming a page the remote does not have', () => {
    expect(() => declaredRoutes({ Things: { '/things': 'list' } }, {})).toThrow('routes.json names pages this remote does not have: list');
  });

  describe('the reads a page declares', () => {
    /** A fetch double answering every path with its own name, recording each call. */
    function serve() {
      const calls: string[] = [];
      global.fetch = jest.fn(async (input: RequestInfo | URL) => {
        calls.push(String(input));
        const answer = { ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ path: String(input) }) };
        return answer as unknown as Response;
      }) as unknown as typeof fetch;
      return calls;
    }
    const routesWithReads = () => {
      const DetailPage = lazyPage(async () => ({ DetailPage: () => <p>detail</p> }), 'DetailPage', ({ id }, search) => [['/api/things', { id, sort: search.get('sort') }], [`/api/things/${id}/parts`]]);
      return declaredRoutes({ Things: { '/things/:id': 'detail' } }, { detail: <DetailPage /> });
    };
    beforeEach(() => jest.spyOn(console, 'debug').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it('starts them with the page, from the path and its query string, and the client takes each answer for its first read of that request', async () => {
      const calls = serve();
      await routesWithReads().preloadPage('/things/42', '?sort=name');
      expect(calls).toEqual(['/api/things?id=42&sort=name', '/api/things/42/parts']);

      await expect(apiGet('/api/things', { id: '42', sort: 'name' })).resolves.toEqual({ path: '/api/things?id=42&sort=name' });
      await expect(apiGet('/api/things/42/parts')).resolves.toEqual({ path: '/api/things/42/parts' });
      expect(calls).toHaveLength(2);
      // Read again, each goes to the network.
      await apiGet('/api/things/42/parts');
      expect(calls).toHaveLength(3);
    });

    it('does not hand out an answer older than the app keeps a read fresh: a page left before it read reads afresh later', async () => {
      const calls = serve();
      const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
      await routesWithReads().preloadPage('/things/7');
      now.mockReturnValue(1_000_000 + LIMITS.query.staleTimeMs + 1);
      await apiGet('/api/things/7/parts');
      expect(calls).toEqual(['/api/things?id=7', '/api/things/7/parts', '/api/things/7/parts']);
    });
  });
});
