import { Flex, Tag, Typography } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';

interface TimeSlotPickerProps {
  /** Slots still free on the chosen ground and date. */
  slots: string[];
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * Time-slot chips for a form field: each free slot toggles in or out of the selection. A chip is
 * a checkbox to assistive technology and to the keyboard (Tab to it, Space or Enter to toggle).
 */
export function TimeSlotPicker({ slots, value = [], onChange }: TimeSlotPickerProps) {
  if (slots.length === 0) return <Typography.Text type="secondary">{GROUND_UI_TEXTS.noSlotsToPick}</Typography.Text>;
  const toggle = (slot: string, checked: boolean) =>
    onChange?.(checked ? slots.filter((s) => s === slot || value.includes(s)) : value.filter((s) => s !== slot));
  return (
    <Flex wrap gap={4} role="group" aria-label={GROUND_UI_TEXTS.timeSlots}>
      {slots.map((slot) => (
        <Tag
          key={slot}
          color={value.includes(slot) ? 'blue' : undefined}
          role="checkbox"
          aria-checked={value.includes(slot)}
          tabIndex={0}
          style={{ cursor: 'pointer', userSelect: 'none' }}
          onClick={() => toggle(slot, !value.includes(slot))}
          onKeyDown={(event) => {
            if (event.key !== ' ' && event.key !== 'Enter') return;
            // Space would also scroll the page, Enter submit the dialog's form.
            event.preventDefault();
            toggle(slot, !value.includes(slot));
          }}
        >
          {slot}
        </Tag>
      ))}
    </Flex>
  );
}
