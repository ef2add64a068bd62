import { Table, type TableColumnsType } from 'antd';

interface DataTableProps<T> {
  rows: readonly T[];
  loading?: boolean;
  /** What the table reads with no rows. */
  empty: string;
  columns: TableColumnsType<T>;
}

/** A list of records as one unpaged table, scrolling sideways on a narrow screen. */
export function DataTable<T extends { id: number }>({ rows, loading = false, empty, columns }: DataTableProps<T>) {
  return <Table<T> rowKey="id" loading={loading} dataSource={rows} pagination={false} scroll={{ x: true }} locale={{ emptyText: empty }} columns={columns} />;
}
