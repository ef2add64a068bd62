// The harness first: it gives jsdom what the router needs before the SDK's index loads it.
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { COMMERCE_API } from '@cricket/contracts';
import { requestPathOf, type PageReads } from '@cricket/shell-sdk';
import { waitFor } from '@testing-library/react';
import { catalogBrowseReads, listingDetailReads, listingsBrowseReads } from './routes';
import { newListing, newProduct } from './test/factories';
import { renderCommerce } from './test/renderCommerce';

jest.setTimeout(30_000);

const listing = newListing({ id: 7, title: 'Team for a friendly' });

// A declared read the page does not then GET, path and query string exactly, is a wasted request
// on every cold open: each route's declaration must be among the page's own first reads.
describe('The reads a route declares for a cold open', () => {
  it.each<[string, PageReads, Record<string, string>]>([
    ['/catalog', catalogBrowseReads, {}],
    ['/listings', listingsBrowseReads, {}],
    ['/listings/7', listingDetailReads, { id: '7' }],
  ])('%s declares only what its page reads as it first renders', async (path, reads, params) => {
    const calls = mockApi({
      [`${COMMERCE_API.catalog}?sort=newest`]: ok([newProduct()]),
      [COMMERCE_API.listings]: ok([listing]),
      [COMMERCE_API.listing(7)]: ok(listing),
      [COMMERCE_API.listingResponses(7)]: ok([]),
    });
    const declared = reads(params, new URLSearchParams()).map(requestPathOf);
    expect(declared.length).toBeGreaterThan(0);
    renderCommerce(path);
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
  });

  it('declares nothing for an id the API would refuse', () => {
    for (const id of ['abc', '0', '007', '-3', '1.5', '1e3', '2147483648', '']) expect(listingDetailReads({ id }, new URLSearchParams())).toEqual([]);
  });
});
