import { formatRupees, type OrderResponse } from '@cricket/contracts';
import { Table } from 'antd';
import { ORDER_TEXTS } from '../../texts';

/** An order's lines with their totals, and the order total below. */
export function OrderItemsTable({ order }: { order: OrderResponse }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.items}
      columns={[
        { title: ORDER_TEXTS.product, dataIndex: 'productName' },
        { title: ORDER_TEXTS.unitPrice, key: 'unit', render: (_, i) => formatRupees(i.unitPricePaise) },
        { title: ORDER_TEXTS.quantity, dataIndex: 'quantity' },
        { title: ORDER_TEXTS.lineTotal, key: 'line', render: (_, i) => formatRupees(i.lineTotalPaise) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <strong>{ORDER_TEXTS.total}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1}>
            <strong>{formatRupees(order.totalPaise)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
