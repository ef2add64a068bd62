import type { AttendanceSessionDetail, CheckInAnswer, EnrollmentResponse, TrainingBatchResponse } from '@cricket/contracts';
import { TEST_WORKSPACE_ID } from '@cricket/shell-sdk/testing';

let nextId = 1;

export function newBatch(overrides: Partial<TrainingBatchResponse> = {}): TrainingBatchResponse {
  const id = nextId++;
  return {
    id,
    workspaceId: TEST_WORKSPACE_ID,
    name: `Batch ${id}`,
    description: null,
    coachId: 2,
    coachName: 'Coach Rahul',
    level: 'beginner',
    scheduleDays: ['mon', 'wed'],
    startTime: '17:00',
    endTime: '19:00',
    startDate: '2026-12-01',
    endDate: '2027-02-28',
    capacity: 10,
    monthlyFee: 150000,
    location: 'Main nets',
    groundId: null,
    status: 'open',
    enrolledCount: 0,
    pendingCount: 0,
    seatsLeft: 10,
    myEnrollment: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function newEnrollment(overrides: Partial<EnrollmentResponse> = {}): EnrollmentResponse {
  return {
    id: nextId++,
    workspaceId: TEST_WORKSPACE_ID,
    batchId: 1,
    batchName: 'Morning Juniors',
    coachId: 2,
    coachName: 'Coach Rahul',
    userId: 7,
    userName: 'Asha',
    status: 'pending',
    note: null,
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

export function newCheckIn(overrides: Partial<CheckInAnswer> = {}): CheckInAnswer {
  return {
    sessionId: 4,
    sessionTitle: 'Evening nets',
    listName: 'Juniors',
    date: '2026-11-21',
    startTime: '17:00',
    endTime: '19:00',
    memberId: 9,
    name: 'Asha',
    status: 'present',
    method: 'qr',
    markedAt: '2026-11-21T17:05:00.000Z',
    alreadyMarked: false,
    ...overrides,
  };
}

/** An open session of two members, nobody marked yet. */
export function newSessionDetail(overrides: Partial<AttendanceSessionDetail> = {}): AttendanceSessionDetail {
  return {
    id: 4,
    workspaceId: TEST_WORKSPACE_ID,
    listId: 2,
    listName: 'Juniors',
    title: 'Evening nets',
    date: '2026-11-21',
    startTime: '17:00',
    endTime: '19:00',
    status: 'open',
    qrCode: 'abc123',
    closedAt: null,
    counts: { present: 0, late: 0, excused: 0, absent: 0, unmarked: 2 },
    rosterSize: 2,
    createdBy: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    attendees: [
      { memberId: 9, userId: 5, name: 'Asha', kind: 'member', status: null, method: null, markedAt: null },
      { memberId: 10, userId: 6, name: 'Ravi', kind: 'member', status: null, method: null, markedAt: null },
    ],
    ...overrides,
  };
}
