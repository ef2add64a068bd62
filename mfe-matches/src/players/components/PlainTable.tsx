import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface PlainColumn<T> {
  title: string;
  key: string;
  render: (row: T) => ReactNode;
}

/**
 * A small read-only table as plain HTML, scrolling sideways inside itself on a phone: the
 * players' pages show a few columns of figures, for which antd's Table (its sorting, paging and
 * virtual scroll) would be most of what the page downloads.
 */
export function PlainTable<T>({ caption, columns, rows, rowKey, empty }: { caption: ReactNode; columns: PlainColumn<T>[]; rows: T[]; rowKey: (row: T) => string | number; empty: string }) {
  const { token } = theme.useToken();
  const cell = { padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'left' as const, whiteSpace: 'nowrap' as const };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: token.fontSize }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ ...cell, background: token.colorFillQuaternary }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ ...cell, color: token.colorTextSecondary }}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} style={cell}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
