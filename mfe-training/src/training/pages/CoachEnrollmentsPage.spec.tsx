import { ENROLLMENT_MESSAGES, TRAINING_API } from '@cricket/contracts';
import { fail, mockApi, ok } from '@cricket/shell-sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newEnrollment } from '../../test/factories';
import { renderTraining } from '../../test/renderTraining';
import { ENROLLMENT_UI_TEXTS } from '../../texts';

jest.setTimeout(30_000);

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirmation = async (question: string) => (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;

describe('Coach Enrollments', () => {
  it('approves a pending request and shows the list again from the server', async () => {
    const pending = newEnrollment({ userName: 'Vikram', batchName: 'Morning Juniors' });
    const calls = mockApi({
      [TRAINING_API.coachEnrollments({ status: 'pending' })]: ok([pending]),
      [`POST ${TRAINING_API.approveEnrollment(pending.id)}`]: ok({ ...pending, status: 'approved' }),
    });
    renderTraining('/coach-enrollments');
    await screen.findByText('Vikram');
    fireEvent.click(within(row('Vikram')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The enrollment is now approved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([TRAINING_API.approveEnrollment(pending.id)]);
    // The list is read again after the change.
    await waitFor(() => expect(calls.filter((call) => call.path === TRAINING_API.coachEnrollments({ status: 'pending' }))).toHaveLength(2));
  });

  it('rejects a request and shows the server message when the batch is full', async () => {
    const pending = newEnrollment({ userName: 'Meera' });
    mockApi({
      [TRAINING_API.coachEnrollments({ status: 'pending' })]: ok([pending]),
      [`POST ${TRAINING_API.approveEnrollment(pending.id)}`]: fail(409, ENROLLMENT_MESSAGES.batchFull),
    });
    renderTraining('/coach-enrollments');
    await screen.findByText('Meera');
    fireEvent.click(within(row('Meera')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(ENROLLMENT_MESSAGES.batchFull)).toBeTruthy();
  });

  it('rejects a request once the coach confirms', async () => {
    const pending = newEnrollment({ userName: 'Kiran' });
    const calls = mockApi({
      [TRAINING_API.coachEnrollments({ status: 'pending' })]: ok([pending]),
      [`POST ${TRAINING_API.rejectEnrollment(pending.id)}`]: ok({ ...pending, status: 'rejected' }),
    });
    renderTraining('/coach-enrollments');
    await screen.findByText('Kiran');
    fireEvent.click(within(row('Kiran')).getByRole('button', { name: 'Reject' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(within(await confirmation(ENROLLMENT_UI_TEXTS.rejectConfirm)).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The enrollment is now rejected.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([TRAINING_API.rejectEnrollment(pending.id)]);
  });

  it('sends nothing when the coach backs out of a rejection', async () => {
    const pending = newEnrollment({ userName: 'Kiran' });
    const calls = mockApi({ [TRAINING_API.coachEnrollments({ status: 'pending' })]: ok([pending]) });
    renderTraining('/coach-enrollments');
    await screen.findByText('Kiran');
    fireEvent.click(within(row('Kiran')).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(await confirmation(ENROLLMENT_UI_TEXTS.rejectConfirm)).getByRole('button', { name: ENROLLMENT_UI_TEXTS.keepEnrollment }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says so when nothing is pending', async () => {
    mockApi({ [TRAINING_API.coachEnrollments({ status: 'pending' })]: ok([]) });
    renderTraining('/coach-enrollments');
    expect(await screen.findByText('No pending enrollment requests.')).toBeTruthy();
  });
});
