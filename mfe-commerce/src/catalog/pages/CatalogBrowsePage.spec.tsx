import { COMMERCE_API, type ProductResponse } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newProduct } from '../../test/factories';
import { renderCommerce } from '../../test/renderCommerce';
import { CART_TEXTS, CATALOG_TEXTS } from '../../texts';

jest.setTimeout(30_000);

const browseKey = `${COMMERCE_API.catalog}?sort=newest`;

beforeEach(() => window.localStorage.clear());

describe('Cart quantity vs stock', () => {
  it('disables Add to Cart once the cart holds the whole stock', async () => {
    const bat: ProductResponse = newProduct({ name: 'Kashmir Willow', stock: 2 });
    mockApi({ [browseKey]: ok([bat]) });
    renderCommerce('/catalog');
    const add = await screen.findByLabelText(`${CATALOG_TEXTS.addToCart} ${bat.name}`);
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(true));
    expect(add.textContent).toBe(`${CATALOG_TEXTS.inCart} (2)`);
    fireEvent.click(screen.getByText(CART_TEXTS.openCart(2)));
    const quantity = await screen.findByLabelText(`${CART_TEXTS.quantity} ${bat.name}`);
    expect(quantity.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getByText(CART_TEXTS.maxReached(2))).toBeTruthy();
  });

  it('shows an out-of-stock product without letting it into the cart', async () => {
    const gone = newProduct({ name: 'Sold Out Pads', category: 'pads', stock: 0 });
    mockApi({ [browseKey]: ok([gone]) });
    renderCommerce('/catalog');
    const add = await screen.findByLabelText(`${CATALOG_TEXTS.addToCart} ${gone.name}`);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByTestId(`product-${gone.id}`)).getByText(CATALOG_TEXTS.outOfStock)).toBeTruthy();
  });
});
