import type { FinancePeriod } from '@cricket/contracts';
import { Button, Flex, Typography } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';
import { DateInput } from './DateInput';
import { isReadablePeriod, periodPresets, todayIso } from '../utils/period';

interface PeriodPickerProps {
  period: FinancePeriod;
  onChange: (period: FinancePeriod) => void;
}

const samePeriod = (a: FinancePeriod, b: FinancePeriod) => a.from === b.from && a.to === b.to;

/** Presets plus free From / To dates; an end before the start, or a date outside the stored years, is not applied. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const change = (next: FinancePeriod) => {
    if (isReadablePeriod(next)) onChange(next);
  };
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label={FINANCE_UI_TEXTS.period}>
      <Typography.Text strong>{FINANCE_UI_TEXTS.period}</Typography.Text>
      {periodPresets(todayIso()).map((preset) => (
        <Button
          key={preset.label}
          size="small"
          type={samePeriod(preset.period, period) ? 'primary' : 'default'}
          onClick={() => onChange(preset.period)}
        >
          {preset.label}
        </Button>
      ))}
      <DateInput
        aria-label={FINANCE_UI_TEXTS.from}
        value={period.from}
        max={period.to}
        onChange={(event) => change({ ...period, from: event.target.value })}
        style={{ width: 160 }}
      />
      <DateInput
        aria-label={FINANCE_UI_TEXTS.to}
        value={period.to}
        min={period.from}
        onChange={(event) => change({ ...period, to: event.target.value })}
        style={{ width: 160 }}
      />
    </Flex>
  );
}
