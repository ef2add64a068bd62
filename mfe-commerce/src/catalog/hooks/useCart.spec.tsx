import { COMMERCE_API, type ProductResponse } from '@cricket/contracts';
import { mockApi, ok, testUser } from '@cricket/shell-sdk/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { newProduct } from '../../test/factories';
import { renderCommerce } from '../../test/renderCommerce';
import { CART_TEXTS, CATALOG_TEXTS } from '../../texts';

jest.setTimeout(30_000);

const browseKey = `${COMMERCE_API.catalog}?sort=newest`;

beforeEach(() => window.localStorage.clear());

describe('The cart kept between visits', () => {
  const bat: ProductResponse = newProduct({ name: 'Grade 1 Willow', stock: 5 });

  async function addBat() {
    fireEvent.click(await screen.findByLabelText(`${CATALOG_TEXTS.addToCart} ${bat.name}`));
    await screen.findByText(CART_TEXTS.openCart(1));
  }

  it('finds the cart again after a reload, and never shows it to another account on the same device', async () => {
    mockApi({ [browseKey]: ok([bat]) });
    renderCommerce('/catalog');
    await addBat();

    cleanup();
    renderCommerce('/catalog');
    expect(await screen.findByText(CART_TEXTS.openCart(1))).toBeTruthy();

    cleanup();
    renderCommerce('/catalog', { user: testUser({ id: 99, username: 'someone-else' }) });
    expect(await screen.findByText(CART_TEXTS.openCart(0))).toBeTruthy();
  });
});
