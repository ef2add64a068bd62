import { GROUND_TEXTS, type SlotAvailability } from '@cricket/contracts';
import { Tag } from 'antd';

interface SlotBadgeProps extends SlotAvailability {
  onBook: (slot: string) => void;
}

/** A slot marked Available (click to book it) or Booked (booking §2). */
export function SlotBadge({ slot, available, onBook }: SlotBadgeProps) {
  const label = `${slot} ${available ? GROUND_TEXTS.available : GROUND_TEXTS.booked}`;
  if (!available) {
    return (
      <Tag color="red" aria-label={label} style={{ marginBottom: 4 }}>
        {slot} · {GROUND_TEXTS.booked}
      </Tag>
    );
  }
  return (
    <Tag
      color="green"
      role="button"
      tabIndex={0}
      aria-label={label}
      style={{ cursor: 'pointer', marginBottom: 4 }}
      onClick={() => onBook(slot)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        // Space would also scroll the page.
        event.preventDefault();
        onBook(slot);
      }}
    >
      {slot} · {GROUND_TEXTS.available}
    </Tag>
  );
}
