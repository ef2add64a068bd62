import { Tag } from 'antd';

/** A ball's label as a chip: boundaries, wickets and extras stand out. */
export function BallChip({ label }: { label: string }) {
  const color = label.includes('W') ? 'red' : label === '4' || label === '6' ? 'green' : /wd|nb|lb|b|p/.test(label) ? 'gold' : undefined;
  return (
    <Tag color={color} style={{ minWidth: 28, textAlign: 'center', marginInlineEnd: 4 }}>
      {label}
    </Tag>
  );
}
