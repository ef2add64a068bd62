import { batchAsPayload, batchStatusFor, enrollmentTransition, type BatchSettings } from './batches';

describe('batch status', () => {
  it('is full exactly at capacity and closed when closed by hand', () => {
    expect(batchStatusFor(false, 19, 20)).toBe('open');
    expect(batchStatusFor(false, 20, 20)).toBe('full');
    expect(batchStatusFor(true, 3, 20)).toBe('closed');
  });
});

describe('enrollment transitions', () => {
  it('lets the coach decide pending requests only', () => {
    expect(enrollmentTransition('pending', 'approve')).toBe('approved');
    expect(enrollmentTransition('pending', 'reject')).toBe('rejected');
    expect(enrollmentTransition('approved', 'approve')).toBeNull();
    expect(enrollmentTransition('rejected', 'approve')).toBeNull();
  });

  it('lets the person withdraw a pending or approved enrollment', () => {
    expect(enrollmentTransition('pending', 'withdraw')).toBe('withdrawn');
    expect(enrollmentTransition('approved', 'withdraw')).toBe('withdrawn');
    expect(enrollmentTransition('withdrawn', 'withdraw')).toBeNull();
  });
});

describe('a batch as its payload', () => {
  const settings: BatchSettings = {
    name: 'Juniors',
    description: null,
    level: 'beginner',
    scheduleDays: ['mon', 'wed'],
    startTime: '07:00',
    endTime: '08:30',
    startDate: '2025-01-06',
    endDate: '2025-03-28',
    capacity: 20,
    monthlyFee: 150000,
    location: null,
    groundId: 4,
  };

  it('carries every setting and only what a coach sets', () => {
    expect(batchAsPayload({ ...settings, id: 9, coachId: 3 } as BatchSettings, false)).toEqual({ ...settings, status: 'open' });
  });

  it('is closed only when closed by hand: full is never set', () => {
    expect(batchAsPayload(settings, true).status).toBe('closed');
    expect(batchAsPayload(settings, false).status).toBe('open');
  });
});
