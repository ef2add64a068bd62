import './testing/jsdomPolyfills';
import type { ReactNode } from 'react';
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
});
