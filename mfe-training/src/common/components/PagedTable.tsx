import { Table, type TableProps } from 'antd';

/** A table of this remote's lists: 20 rows a page (no pager for one page) and sideways scrolling on narrow screens. */
export function PagedTable<T extends object>(props: TableProps<T>) {
  return <Table<T> scroll={{ x: true }} pagination={{ pageSize: 20, hideOnSinglePage: true }} {...props} />;
}
