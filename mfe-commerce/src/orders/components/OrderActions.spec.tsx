import { COMMERCE_API, LIMITS, type OrderResponse } from '@cricket/contracts';
import { mockApi, ok, testUser } from '@cricket/shell-sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newOrder } from '../../test/factories';
import { renderCommerce } from '../../test/renderCommerce';
import { ORDER_TEXTS } from '../../texts';

jest.setTimeout(30_000);

const { statusAction, paymentAction } = ORDER_TEXTS;

/** The row's buttons come with the permissions, which may load after the rows: wait for the expected ones. */
async function expectRowButtons(order: OrderResponse, expected: string[]): Promise<void> {
  await waitFor(() => {
    const row = screen.getByText(`${order.contactName} (${order.contactPhone})`).closest('tr') as HTMLElement;
    expect(within(row).queryAllByRole('button').map((button) => button.textContent ?? '')).toEqual(expected);
  });
}

/** The open confirmation asking `question`. */
async function confirmation(question: string): Promise<HTMLElement> {
  return (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
}

describe('Order desk (/catalog/workspace-orders)', () => {
  const pending = newOrder('pending');
  const confirmed = newOrder('confirmed', { paymentStatus: 'paid' });
  const shipped = newOrder('shipped');
  const delivered = newOrder('delivered', { paymentStatus: 'paid' });
  const cancelled = newOrder('cancelled', { paymentStatus: 'refunded' });

  it('offers each status only its next steps and payment changes', async () => {
    mockApi({ [COMMERCE_API.workspaceOrders]: ok([pending, confirmed, shipped, delivered, cancelled]) });
    renderCommerce('/catalog/workspace-orders');
    await expectRowButtons(pending, [statusAction.confirmed, statusAction.cancelled, paymentAction.paid]);
    await expectRowButtons(confirmed, [statusAction.shipped, statusAction.cancelled, paymentAction.refunded]);
    await expectRowButtons(shipped, [statusAction.delivered, paymentAction.paid]);
    await expectRowButtons(delivered, [paymentAction.refunded]);
    await expectRowButtons(cancelled, []);
  });

  it('offers no Mark as Paid on a cancelled order, and only Refund on one paid before it was cancelled', async () => {
    const unpaid = newOrder('cancelled');
    const paidThenCancelled = newOrder('cancelled', { paymentStatus: 'paid' });
    mockApi({ [COMMERCE_API.workspaceOrders]: ok([unpaid, paidThenCancelled]) });
    renderCommerce('/catalog/workspace-orders');
    await expectRowButtons(paidThenCancelled, [paymentAction.refunded]);
    await expectRowButtons(unpaid, []);
    expect(screen.queryByRole('button', { name: paymentAction.paid })).toBeNull();
  });

  it('confirms an order with PATCH /api/orders/{id}/status', async () => {
    const calls = mockApi({
      [COMMERCE_API.workspaceOrders]: ok([pending]),
      [`PATCH ${COMMERCE_API.orderStatus(pending.id)}`]: ok({ ...pending, status: 'confirmed' }),
    });
    renderCommerce('/catalog/workspace-orders');
    fireEvent.click(await screen.findByRole('button', { name: statusAction.confirmed }));
    expect(await screen.findByText(ORDER_TEXTS.statusUpdatedText('Confirmed'), undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({ method: 'PATCH', path: COMMERCE_API.orderStatus(pending.id), body: { status: 'confirmed' } });
  });

  it('marks an order paid with PATCH /api/orders/{id}/payment-status once the seller confirms', async () => {
    const calls = mockApi({
      [COMMERCE_API.workspaceOrders]: ok([pending]),
      [`PATCH ${COMMERCE_API.orderPaymentStatus(pending.id)}`]: ok({ ...pending, paymentStatus: 'paid' }),
    });
    renderCommerce('/catalog/workspace-orders');
    fireEvent.click(await screen.findByRole('button', { name: paymentAction.paid }));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    fireEvent.click(within(await confirmation(ORDER_TEXTS.paymentConfirm.paid)).getByRole('button', { name: paymentAction.paid }));
    expect(await screen.findByText(ORDER_TEXTS.paymentUpdatedText('Paid'), undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: COMMERCE_API.orderPaymentStatus(pending.id), body: { paymentStatus: 'paid' } },
    ]);
  });

  it('sends nothing when the seller backs out of a refund', async () => {
    const calls = mockApi({ [COMMERCE_API.workspaceOrders]: ok([confirmed]) });
    renderCommerce('/catalog/workspace-orders');
    fireEvent.click(await screen.findByRole('button', { name: paymentAction.refunded }));
    fireEvent.click(within(await confirmation(ORDER_TEXTS.paymentConfirm.refunded)).getByRole('button', { name: ORDER_TEXTS.keepPayment }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('gives a readonly member no actions', async () => {
    mockApi({ [COMMERCE_API.workspaceOrders]: ok([pending]) });
    renderCommerce('/catalog/workspace-orders', { role: 'workspace_readonly' });
    await screen.findByText(`${pending.contactName} (${pending.contactPhone})`);
    // Actions depend on the workspace, which loads after this delay (core §4): let it pass first.
    await act(() => new Promise((resolve) => setTimeout(resolve, LIMITS.workspaceLoadDelayMs)));
    await expectRowButtons(pending, []);
  });
});

describe('Order detail for the buyer (/catalog/orders/{id})', () => {
  it('lets the buyer cancel a pending order but not mark it paid', async () => {
    const mine = newOrder('pending', { workspaceId: 99, workspaceName: 'Seller Club', buyerUserId: testUser().id });
    mockApi({ [COMMERCE_API.order(mine.id)]: ok(mine) });
    renderCommerce(`/catalog/orders/${mine.id}`, { role: 'member' });
    expect(await screen.findByText(ORDER_TEXTS.orderHeading(mine.id))).toBeTruthy();
    expect(screen.getByRole('button', { name: statusAction.cancelled })).toBeTruthy();
    expect(screen.queryByRole('button', { name: statusAction.confirmed })).toBeNull();
    expect(screen.queryByRole('button', { name: paymentAction.paid })).toBeNull();
  });

  it('shows a shipped order to the buyer with no buttons', async () => {
    const mine = newOrder('shipped', { workspaceId: 99, buyerUserId: testUser().id });
    mockApi({ [COMMERCE_API.order(mine.id)]: ok(mine) });
    renderCommerce(`/catalog/orders/${mine.id}`, { role: 'member' });
    expect(await screen.findByText('Shipped')).toBeTruthy();
    expect(screen.queryByRole('button', { name: statusAction.cancelled })).toBeNull();
  });
});
