import { COMMERCE_API, PRODUCT_MESSAGES, type ProductResponse } from '@cricket/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '@cricket/shell-sdk/testing';
import { newProduct } from '../test/factories';
import { mockApi, renderCommerce, type Answer } from '../test/renderCommerce';
import { CATALOG_TEXTS, CART_TEXTS } from '../texts';
import { addLine, setLineQuantity } from './cart';

jest.setTimeout(30_000);

const ok = (body: unknown): Answer => ({ status: 200, body });
const browseKey = `${COMMERCE_API.catalog}?sort=newest`;

beforeEach(() => window.localStorage.clear());

describe('Product form (/catalog/create)', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: CATALOG_TEXTS.saveProduct }));

  it('shows the first message of each missing field and sends nothing', async () => {
    const calls = mockApi({});
    renderCommerce('/catalog/create');
    fireEvent.change(await screen.findByLabelText(CATALOG_TEXTS.stock), { target: { value: '' } });
    submit();
    expect(await screen.findByText(PRODUCT_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.category)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.price)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.stock)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a negative price, a fractional stock and an image that is not a URL', async () => {
    const calls = mockApi({});
    renderCommerce('/catalog/create');
    fireEvent.change(screen.getByLabelText(CATALOG_TEXTS.price), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText(CATALOG_TEXTS.stock), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText(CATALOG_TEXTS.images), { target: { value: 'not a url' } });
    submit();
    expect(await screen.findByText(PRODUCT_MESSAGES.priceNegative)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.stock)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.image)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the price in paise and the images as a list', async () => {
    const saved = newProduct({ workspaceId: 3 });
    const calls = mockApi({ [`POST ${COMMERCE_API.catalog}`]: { status: 201, body: saved }, [COMMERCE_API.product(saved.id)]: ok(saved) });
    renderCommerce('/catalog/create');
    fireEvent.change(screen.getByLabelText(CATALOG_TEXTS.name), { target: { value: '  English Willow Bat ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: CATALOG_TEXTS.category }));
    fireEvent.click(await screen.findByTitle('Bats'));
    fireEvent.change(screen.getByLabelText(CATALOG_TEXTS.price), { target: { value: '2499.50' } });
    fireEvent.change(screen.getByLabelText(CATALOG_TEXTS.stock), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(CATALOG_TEXTS.images), { target: { value: 'https://img.example/bat.jpg\n' } });
    submit();
    expect(await screen.findByText(CATALOG_TEXTS.createdText, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'English Willow Bat',
      description: null,
      category: 'bats',
      pricePaise: 249950,
      stock: 2,
      condition: 'new',
      images: ['https://img.example/bat.jpg'],
      status: 'active',
    });
  });
});

describe('Cart quantity vs stock', () => {
  it('never holds more of a product than its stock', () => {
    const bat = newProduct({ stock: 2 });
    let lines = addLine([], bat);
    lines = addLine(lines, bat);
    lines = addLine(lines, bat);
    expect(lines).toEqual([expect.objectContaining({ productId: bat.id, quantity: 2 })]);
    expect(setLineQuantity(lines, bat.id, 9)[0].quantity).toBe(2);
    expect(setLineQuantity(lines, bat.id, 0)[0].quantity).toBe(1);
    expect(addLine([], newProduct({ stock: 0 }))).toEqual([]);
  });

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
