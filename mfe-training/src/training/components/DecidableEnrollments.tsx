import { useState } from 'react';
import { ListQueryView } from '../../common/components/ListQueryView';
import { ENROLLMENT_UI_TEXTS } from '../../texts';
import { useDecidableEnrollments } from '../hooks/useTrainingQueries';
import { decidable } from '../utils/enrollmentActions';
import { EnrollmentStatusSwitch, type EnrollmentStatusFilter } from './EnrollmentStatusSwitch';
import { EnrollmentsTable, type EnrollmentsTableProps } from './EnrollmentsTable';

export interface DecidableEnrollmentsProps {
  /** A coach's requests (without the coach column) or the whole workspace's. */
  scope: 'coach' | 'workspace';
  /** What the switch starts on. */
  initialFilter: EnrollmentStatusFilter;
}

const HIDDEN: Record<DecidableEnrollmentsProps['scope'], EnrollmentsTableProps['hide']> = { coach: ['coach'], workspace: [] };

/** Enrollments to approve or reject, pending only or all of them. */
export function DecidableEnrollments({ scope, initialFilter }: DecidableEnrollmentsProps) {
  const [filter, setFilter] = useState<EnrollmentStatusFilter>(initialFilter);
  const query = useDecidableEnrollments(scope, filter === 'pending' ? 'pending' : undefined);
  // A coach's empty pending list says there is nothing to decide; the workspace's says there is nothing yet.
  const emptyText = scope === 'coach' && filter === 'pending' ? ENROLLMENT_UI_TEXTS.noPending : ENROLLMENT_UI_TEXTS.noEnrollments;
  return (
    <>
      <EnrollmentStatusSwitch value={filter} onChange={setFilter} />
      <ListQueryView query={query} emptyText={emptyText}>
        {(rows) => <EnrollmentsTable enrollments={rows} hide={HIDDEN[scope]} actionsFor={decidable} />}
      </ListQueryView>
    </>
  );
}
