import { formatDate, type EnrollmentResponse } from '@cricket/contracts';
import { Empty, Table } from 'antd';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS } from '../../texts';

/** The players enrolled in a batch. */
export function BatchRoster({ roster }: { roster: EnrollmentResponse[] }) {
  if (roster.length === 0) return <Empty description={TRAINING_UI_TEXTS.noRoster} />;
  return (
    <Table<EnrollmentResponse>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={roster}
      columns={[
        { key: 'player', title: TRAINING_UI_TEXTS.player, dataIndex: 'userName' },
        { key: 'since', title: ENROLLMENT_UI_TEXTS.requestedOn, render: (_, row) => formatDate(row.requestedAt) },
      ]}
    />
  );
}
