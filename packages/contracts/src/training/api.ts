/** The training service's calls (paths are react-query keys too; SERVICE_ROUTES sends these prefixes to training). */
const q = (params: Record<string, string | number | null | undefined>): string => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};

export const TRAINING_API = {
  batches: '/api/training-batches',
  myBatches: '/api/training-batches/mine',
  batchOverview: '/api/training-batches/overview',
  batch: (id: number) => `/api/training-batches/${id}`,

  enrollments: '/api/enrollments',
  workspaceEnrollments: (filter: { status?: string; batchId?: number } = {}) => `/api/enrollments${q(filter)}`,
  myEnrollments: '/api/enrollments/mine',
  coachEnrollments: (filter: { status?: string } = {}) => `/api/enrollments/coach${q(filter)}`,
  approveEnrollment: (id: number) => `/api/enrollments/${id}/approve`,
  rejectEnrollment: (id: number) => `/api/enrollments/${id}/reject`,
  withdrawEnrollment: (id: number) => `/api/enrollments/${id}/withdraw`,

  lists: '/api/attendance/lists',
  list: (id: number) => `/api/attendance/lists/${id}`,
  listMembers: (id: number) => `/api/attendance/lists/${id}/members`,
  listMember: (listId: number, memberId: number) => `/api/attendance/lists/${listId}/members/${memberId}`,
  sessions: '/api/attendance/sessions',
  sessionsOf: (filter: { listId?: number; status?: string } = {}) => `/api/attendance/sessions${q(filter)}`,
  session: (id: number) => `/api/attendance/sessions/${id}`,
  closeSession: (id: number) => `/api/attendance/sessions/${id}/close`,
  sessionMarks: (id: number) => `/api/attendance/sessions/${id}/marks`,
  checkIn: '/api/attendance/check-in',
  dashboard: (filter: { listId?: number; from?: string; to?: string } = {}) => `/api/attendance/dashboard${q(filter)}`,

  diaryEntries: (range: { from?: string; to?: string } = {}) => `/api/diary/entries${q(range)}`,
  diaryEntry: (date: string) => `/api/diary/entries/${date}`,
  diarySummary: (range: { from?: string; to?: string; today?: string } = {}) => `/api/diary/summary${q(range)}`,
} as const;

/** Prefix of every diary entry key, for invalidating them all after a save. */
export const DIARY_ENTRIES_PATH = '/api/diary/entries';
