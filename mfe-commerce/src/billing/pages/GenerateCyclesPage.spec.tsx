import { BILLING_MESSAGES, addPeriods } from '@cricket/contracts';
import { mockApi } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { currentPeriod } from '../../common/utils/format';
import { renderCommerce } from '../../test/renderCommerce';
import { BILLING_TEXTS } from '../../texts';

jest.setTimeout(30_000);

describe('Generate billing cycles (/billing-cycles/generate)', () => {
  it.each([
    ['after next month', addPeriods(currentPeriod(), 2), BILLING_MESSAGES.periodAfterNextMonth(addPeriods(currentPeriod(), 1))],
    ['in year 9999', '9999-12', BILLING_MESSAGES.periodYears],
  ])('refuses a month %s with the message and sends nothing', async (_label, period, message) => {
    const calls = mockApi({});
    renderCommerce('/billing-cycles/generate');
    const form = (await screen.findByText(BILLING_TEXTS.generateHint)).closest('.ant-card') as HTMLElement;
    fireEvent.change(within(form).getByLabelText(BILLING_TEXTS.period), { target: { value: period } });
    fireEvent.click(within(form).getByRole('button', { name: BILLING_TEXTS.generate }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
