import type { EnrollmentResponse } from '@cricket/contracts';
import type { EnrollmentAction } from '../api/trainingApi';

/** A player may withdraw a request still pending or a place already approved. */
export const withdrawable = (e: EnrollmentResponse): EnrollmentAction[] => (e.status === 'pending' || e.status === 'approved' ? ['withdraw'] : []);

/** A coach or admin decides pending requests only. */
export const decidable = (e: EnrollmentResponse): EnrollmentAction[] => (e.status === 'pending' ? ['approve', 'reject'] : []);
