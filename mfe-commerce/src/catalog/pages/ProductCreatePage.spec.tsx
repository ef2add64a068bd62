import { COMMERCE_API, PRODUCT_MESSAGES } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen } from '@testing-library/react';
import { newProduct } from '../../test/factories';
import { renderCommerce } from '../../test/renderCommerce';
import { CATALOG_TEXTS } from '../../texts';

jest.setTimeout(30_000);

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
