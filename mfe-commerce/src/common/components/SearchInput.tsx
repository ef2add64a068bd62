import { Input } from 'antd';

interface SearchInputProps {
  /** The accessible name. */
  label: string;
  placeholder: string;
  width: number;
  /** Called with the trimmed text on Enter, the search button or clearing. */
  onSearch: (text: string) => void;
}

/** A search box for a list. */
export function SearchInput({ label, placeholder, width, onSearch }: SearchInputProps) {
  return <Input.Search aria-label={label} placeholder={placeholder} allowClear style={{ width }} onSearch={(value) => onSearch(value.trim())} />;
}
