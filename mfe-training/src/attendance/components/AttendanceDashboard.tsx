import { Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { QueryView } from '../../common/components/QueryView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useDashboard, useLists } from '../hooks/useAttendanceQueries';
import { DashboardView } from './DashboardView';

interface Filter {
  listId?: number;
  from?: string;
  to?: string;
}

/** The dashboard of one list or all, between two dates or over all time. */
export function AttendanceDashboard() {
  const [filter, setFilter] = useState<Filter>({});
  const lists = useLists();
  const query = useDashboard(filter);
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          aria-label={ATTENDANCE_UI_TEXTS.allLists}
          style={{ minWidth: 220 }}
          placeholder={ATTENDANCE_UI_TEXTS.allLists}
          value={filter.listId}
          onChange={(listId?: number) => setFilter({ ...filter, listId })}
          options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
        />
        <Input type="date" aria-label={ATTENDANCE_UI_TEXTS.from} style={{ width: 170 }} value={filter.from ?? ''} onChange={(e) => setFilter({ ...filter, from: e.target.value || undefined })} />
        <Input type="date" aria-label={ATTENDANCE_UI_TEXTS.to} style={{ width: 170 }} value={filter.to ?? ''} onChange={(e) => setFilter({ ...filter, to: e.target.value || undefined })} />
      </Flex>
      <QueryView query={query}>{(dashboard) => <DashboardView dashboard={dashboard} />}</QueryView>
    </>
  );
}
