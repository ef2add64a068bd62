import { BATCH_LEVEL_LABELS, BATCH_LEVELS, BATCH_STATUS_LABELS, BATCH_STATUSES } from '@cricket/contracts';
import { Flex, Input, Select } from 'antd';
import { TRAINING_UI_TEXTS, UI_TEXTS } from '../../texts';
import type { BatchFilter } from '../utils/batchFilter';

export interface BatchFiltersProps {
  filter: BatchFilter;
  onChange: (filter: BatchFilter) => void;
}

/** The search box and the level and status pickers above the batches. */
export function BatchFilters({ filter, onChange }: BatchFiltersProps) {
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={TRAINING_UI_TEXTS.searchPlaceholder}
        style={{ maxWidth: 360 }}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <Select
        aria-label={TRAINING_UI_TEXTS.level}
        style={{ width: 160 }}
        value={filter.level}
        onChange={(level) => onChange({ ...filter, level })}
        options={[{ value: 'all', label: TRAINING_UI_TEXTS.allLevels }, ...BATCH_LEVELS.map((level) => ({ value: level, label: BATCH_LEVEL_LABELS[level] }))]}
      />
      <Select
        aria-label={UI_TEXTS.status}
        style={{ width: 160 }}
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
        options={[{ value: 'all', label: TRAINING_UI_TEXTS.allStatuses }, ...BATCH_STATUSES.map((status) => ({ value: status, label: BATCH_STATUS_LABELS[status] }))]}
      />
    </Flex>
  );
}
