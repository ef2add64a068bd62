import { fail, mockApi, ok, renderTraining } from '../../test/renderTraining';
import { ENROLLMENT_MESSAGES, TRAINING_API } from '@cricket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newBatch, newEnrollment } from '../../test/factories';

jest.setTimeout(30_000);

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

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

  it('says so when nothing is pending', async () => {
    mockApi({ [TRAINING_API.coachEnrollments({ status: 'pending' })]: ok([]) });
    renderTraining('/coach-enrollments');
    expect(await screen.findByText('No pending enrollment requests.')).toBeTruthy();
  });
});

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
    expect(await screen.findByText('The enrollment is now withdrawn.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === TRAINING_API.withdrawEnrollment(pending.id))).toBe(true);
  });
});

describe('Training batches', () => {
  it('requests to enroll in an open batch; a full batch cannot be requested', async () => {
    const open = newBatch({ name: 'Morning Juniors' });
    const full = newBatch({ name: 'Pace Academy', status: 'full', enrolledCount: 10 });
    const calls = mockApi({
      [TRAINING_API.batches]: ok([open, full]),
      [`POST ${TRAINING_API.enrollments}`]: { status: 201, body: newEnrollment({ batchId: open.id }) },
    });
    renderTraining('/training-batches');
    const card = (name: string) => screen.getByText(name).closest('[data-testid="batch-card"]') as HTMLElement;
    await screen.findByText('Morning Juniors');
    expect((within(card('Pace Academy')).getByRole('button', { name: 'Request to Enroll' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card('Morning Juniors')).getByRole('button', { name: 'Request to Enroll' }));
    expect(await screen.findByText('Request Sent')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ batchId: open.id });
  });
});
