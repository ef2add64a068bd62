import { formatDate, type EnrollmentResponse } from '@cricket/contracts';
import { Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { PagedTable } from '../../common/components/PagedTable';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS, UI_TEXTS } from '../../texts';
import type { EnrollmentAction } from '../api/trainingApi';
import { useDecideEnrollment } from '../hooks/useTrainingMutations';
import { EnrollmentStatusTag } from './EnrollmentStatusTag';

const ACTION_LABELS: Record<EnrollmentAction, string> = {
  approve: ENROLLMENT_UI_TEXTS.approve,
  reject: ENROLLMENT_UI_TEXTS.reject,
  withdraw: ENROLLMENT_UI_TEXTS.withdraw,
};
/** The decisions that end an enrollment are asked once more; approving is not. */
const ACTION_CONFIRMATIONS: Partial<Record<EnrollmentAction, string>> = {
  reject: ENROLLMENT_UI_TEXTS.rejectConfirm,
  withdraw: ENROLLMENT_UI_TEXTS.withdrawConfirm,
};

export interface EnrollmentsTableProps {
  enrollments: EnrollmentResponse[];
  /** Columns a page leaves out (a player's own table has no player column). */
  hide?: ('batch' | 'player' | 'coach')[];
  /** The buttons each row offers. */
  actionsFor: (enrollment: EnrollmentResponse) => EnrollmentAction[];
}

/** Enrollments with their status and the approve / reject / withdraw buttons a page allows. */
export function EnrollmentsTable({ enrollments, hide = [], actionsFor }: EnrollmentsTableProps) {
  const decide = useDecideEnrollment();
  const busyId = decide.isPending ? decide.variables?.id : undefined;
  const columns: TableColumnsType<EnrollmentResponse> = [
    { key: 'batch', title: ENROLLMENT_UI_TEXTS.batch, render: (_, row) => <Link to={`/training-batches/${row.batchId}`}>{row.batchName}</Link> },
    { key: 'player', title: ENROLLMENT_UI_TEXTS.player, dataIndex: 'userName' },
    { key: 'coach', title: TRAINING_UI_TEXTS.coach, dataIndex: 'coachName' },
    { key: 'requested', title: ENROLLMENT_UI_TEXTS.requestedOn, render: (_, row) => formatDate(row.requestedAt) },
    { key: 'status', title: UI_TEXTS.status, render: (_, row) => <EnrollmentStatusTag status={row.status} /> },
    {
      key: 'actions',
      title: UI_TEXTS.actions,
      render: (_, row) => (
        <Flex gap={8} wrap>
          {actionsFor(row).map((action) => {
            const decideNow = () => decide.mutate({ id: row.id, action });
            const question = ACTION_CONFIRMATIONS[action];
            const button = (
              <Button
                key={action}
                size="small"
                type={action === 'approve' ? 'primary' : 'default'}
                danger={action !== 'approve'}
                loading={busyId === row.id && decide.variables?.action === action}
                disabled={busyId === row.id}
                onClick={question ? undefined : decideNow}
              >
                {ACTION_LABELS[action]}
              </Button>
            );
            return question ? (
              <Popconfirm
                key={action}
                title={question}
                okText={ACTION_LABELS[action]}
                okButtonProps={{ danger: true }}
                cancelText={ENROLLMENT_UI_TEXTS.keepEnrollment}
                onConfirm={decideNow}
              >
                {button}
              </Popconfirm>
            ) : (
              button
            );
          })}
        </Flex>
      ),
    },
  ];
  return (
    <PagedTable<EnrollmentResponse>
      rowKey="id"
      size="middle"
      columns={columns.filter((column) => !hide.includes(column.key as 'batch'))}
      dataSource={enrollments}
    />
  );
}
