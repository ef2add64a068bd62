import { Flex, Tag, Typography } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';

interface TimeSlotPickerProps {
  /** Slots still free on the chosen ground and date. */
  slots: string[];
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Time-slot chips for a form field: each free slot toggles in or out of the selection. */
export function TimeSlotPicker({ slots, value = [], onChange }: TimeSlotPickerProps) {
  if (slots.length === 0) return <Typography.Text type="secondary">{GROUND_UI_TEXTS.noSlotsToPick}</Typography.Text>;
  const toggle = (slot: string, checked: boolean) =>
    onChange?.(checked ? slots.filter((s) => s === slot || value.includes(s)) : value.filter((s) => s !== slot));
  return (
    <Flex wrap gap={4} role="group" aria-label={GROUND_UI_TEXTS.timeSlots}>
      {slots.map((slot) => (
        <Tag.CheckableTag key={slot} checked={value.includes(slot)} onChange={(checked) => toggle(slot, checked)}>
          {slot}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
