import { Select } from 'antd';

interface FilterSelectProps<T extends string> {
  /** The accessible name. */
  label: string;
  placeholder: string;
  width: number;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  options: { value: T; label: string }[];
}

/** A list filter: one value or, cleared, all. */
export function FilterSelect<T extends string>({ label, placeholder, width, value, onChange, options }: FilterSelectProps<T>) {
  return <Select<T | undefined> aria-label={label} placeholder={placeholder} allowClear style={{ width }} value={value} onChange={onChange} options={options} />;
}
