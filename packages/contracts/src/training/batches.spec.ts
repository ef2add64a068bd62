import { batchStatusFor, enrollmentTransition } from './batches';

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
