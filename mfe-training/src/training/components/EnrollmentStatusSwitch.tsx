import { Segmented } from 'antd';
import { ENROLLMENT_UI_TEXTS } from '../../texts';

export type EnrollmentStatusFilter = 'pending' | 'all';

export interface EnrollmentStatusSwitchProps {
  value: EnrollmentStatusFilter;
  onChange: (value: EnrollmentStatusFilter) => void;
}

/** Pending requests only, or every enrollment. */
export function EnrollmentStatusSwitch({ value, onChange }: EnrollmentStatusSwitchProps) {
  return (
    <Segmented<EnrollmentStatusFilter>
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
