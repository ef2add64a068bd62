import { TRAINING_API } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { newEnrollment } from '../../test/factories';
import { renderTraining } from '../../test/renderTraining';
import { ENROLLMENT_UI_TEXTS } from '../../texts';

jest.setTimeout(30_000);

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirmation = async (question: string) => (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;

describe('My Enrollments', () => {
  it('withdraws a pending request; decided ones offer nothing', async () => {
    const pending = newEnrollment({ batchName: 'Evening Seniors' });
    const rejected = newEnrollment({ batchName: 'Spin Clinic', status: 'rejected' });
    const calls = mockApi({
      [TRAINING_API.myEnrollments]: ok([pending, rejected]),
      [`POST ${TRAINING_API.withdrawEnrollment(pending.id)}`]: ok({ ...pending, status: 'withdrawn' }),
    });
    renderTraining('/player-enrollments');
    await screen.findByText('Evening Seniors');
    expect(within(row('Spin Clinic')).queryByRole('button')).toBeNull();
    fireEvent.click(within(row('Evening Seniors')).getByRole('button', { name: 'Withdraw' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(await confirmation(ENROLLMENT_UI_TEXTS.withdrawConfirm)).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The enrollment is now withdrawn.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === TRAINING_API.withdrawEnrollment(pending.id))).toBe(true);
  });

  it('sends nothing when the player keeps the enrollment after all', async () => {
    const pending = newEnrollment({ batchName: 'Evening Seniors' });
    const calls = mockApi({ [TRAINING_API.myEnrollments]: ok([pending]) });
    renderTraining('/player-enrollments');
    await screen.findByText('Evening Seniors');
    fireEvent.click(within(row('Evening Seniors')).getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(await confirmation(ENROLLMENT_UI_TEXTS.withdrawConfirm)).getByRole('button', { name: ENROLLMENT_UI_TEXTS.keepEnrollment }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
