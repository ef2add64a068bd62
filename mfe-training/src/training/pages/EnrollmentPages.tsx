import type { EnrollmentResponse } from '@cricket/contracts';
import { Button, Empty, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../common/PageLayout';
import { QueryView } from '../../common/QueryView';
import { SignedInArea } from '../../common/SignedInArea';
import { ENROLLMENT_UI_TEXTS } from '../../texts';
import type { EnrollmentAction } from '../api/trainingApi';
import { EnrollmentsTable } from '../components/EnrollmentsTable';
import { useCoachEnrollments, useMyEnrollments, useWorkspaceEnrollments } from '../hooks/useTrainingQueries';
import { useTrainingNav } from '../hooks/useTrainingNav';

const withdrawable = (e: EnrollmentResponse): EnrollmentAction[] => (e.status === 'pending' || e.status === 'approved' ? ['withdraw'] : []);
const decidable = (e: EnrollmentResponse): EnrollmentAction[] => (e.status === 'pending' ? ['approve', 'reject'] : []);
const isEmpty = (rows: EnrollmentResponse[]) => rows.length === 0;

type StatusFilter = 'pending' | 'all';

function StatusSwitch({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  return (
    <Segmented<StatusFilter>
      value={value}
      onChange={onChange}
      options={[
        { value: 'pending', label: ENROLLMENT_UI_TEXTS.pending },
        { value: 'all', label: ENROLLMENT_UI_TEXTS.all },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}

function MyEnrollments() {
  const query = useMyEnrollments();
  return (
    <QueryView
      query={query}
      isEmpty={isEmpty}
      empty={
        <Empty description={ENROLLMENT_UI_TEXTS.noMine}>
          <Link to="/training-batches">
            <Button type="primary">{ENROLLMENT_UI_TEXTS.browseBatches}</Button>
          </Link>
        </Empty>
      }
    >
      {(rows) => <EnrollmentsTable enrollments={rows} hide={['player']} actionsFor={withdrawable} />}
    </QueryView>
  );
}

/** /player-enrollments (My Enrollments): the player's requests and places; pending or approved ones can be withdrawn. */
export function PlayerEnrollmentsPage() {
  return (
    <PageLayout title={ENROLLMENT_UI_TEXTS.myTitle} subtitle={ENROLLMENT_UI_TEXTS.mySubtitle} links={useTrainingNav()}>
      <SignedInArea>
        <MyEnrollments />
      </SignedInArea>
    </PageLayout>
  );
}

function CoachEnrollments() {
  const [filter, setFilter] = useState<StatusFilter>('pending');
  const query = useCoachEnrollments(filter === 'pending' ? 'pending' : undefined);
  return (
    <>
      <StatusSwitch value={filter} onChange={setFilter} />
      <QueryView query={query} isEmpty={isEmpty} empty={<Empty description={filter === 'pending' ? ENROLLMENT_UI_TEXTS.noPending : ENROLLMENT_UI_TEXTS.noEnrollments} />}>
        {(rows) => <EnrollmentsTable enrollments={rows} hide={['coach']} actionsFor={decidable} />}
      </QueryView>
    </>
  );
}

/** /coach-enrollments (Coach Enrollments): requests to join the coach's batches, approved or rejected here. */
export function CoachEnrollmentsPage() {
  return (
    <PageLayout title={ENROLLMENT_UI_TEXTS.coachTitle} subtitle={ENROLLMENT_UI_TEXTS.coachSubtitle} links={useTrainingNav()}>
      <SignedInArea>
        <CoachEnrollments />
      </SignedInArea>
    </PageLayout>
  );
}

function WorkspaceEnrollments() {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const query = useWorkspaceEnrollments(filter === 'pending' ? 'pending' : undefined);
  return (
    <>
      <StatusSwitch value={filter} onChange={setFilter} />
      <QueryView query={query} isEmpty={isEmpty} empty={<Empty description={ENROLLMENT_UI_TEXTS.noEnrollments} />}>
        {(rows) => <EnrollmentsTable enrollments={rows} actionsFor={decidable} />}
      </QueryView>
    </>
  );
}

/** /workspace-enrollments: every enrollment of the workspace for its admins. */
export function WorkspaceEnrollmentsPage() {
  return (
    <PageLayout title={ENROLLMENT_UI_TEXTS.workspaceTitle} subtitle={ENROLLMENT_UI_TEXTS.workspaceSubtitle} links={useTrainingNav()}>
      <SignedInArea>
        <WorkspaceEnrollments />
      </SignedInArea>
    </PageLayout>
  );
}
