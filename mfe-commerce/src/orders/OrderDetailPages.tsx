import { PrinterOutlined } from '@ant-design/icons';
import { COMMERCE_API, ORDER_MESSAGES, formatRupees, type OrderDebugResponse, type OrderResponse } from '@cricket/contracts';
import { useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Descriptions, Flex, Result, Table, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { formatDate } from '../common/format';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { StatusTag } from '../common/StatusTag';
import { COMMON_TEXTS, ORDER_TEXTS } from '../texts';
import { OrderActions, useOrderActor } from './OrderActions';

function useOrder() {
  const { id = '' } = useParams();
  return useApiQuery<OrderResponse>(COMMERCE_API.order(id));
}

function ItemsTable({ order }: { order: OrderResponse }) {
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

function OrderFacts({ order }: { order: OrderResponse }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
      <Descriptions.Item label={ORDER_TEXTS.date}>{formatDate(order.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.seller}>{order.workspaceName}</Descriptions.Item>
      <Descriptions.Item label={COMMON_TEXTS.status}>
        <StatusTag kind="order" status={order.status} />
      </Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.payment}>
        <StatusTag kind="payment" status={order.paymentStatus} /> {ORDER_TEXTS.offline}
      </Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.buyer}>{order.buyerName}</Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.contact}>
        {[order.contactName, order.contactPhone, order.contactEmail].filter(Boolean).join(' · ')}
      </Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.delivery} span={2}>
        {[order.deliveryAddress, order.deliveryCity, order.deliveryPincode].filter(Boolean).join(', ')}
      </Descriptions.Item>
      {order.notes && (
        <Descriptions.Item label={ORDER_TEXTS.notes} span={2}>
          {order.notes}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function isAdmin(userRole: string | undefined, workspaceRole: string | undefined): boolean {
  return userRole === 'admin' || workspaceRole === 'admin';
}

function OrderDetail() {
  const order = useOrder();
  const actor = useOrderActor(order.data);
  const { user } = useAuth();
  const { current } = useWorkspace();
  if (order.isLoading) return <Loading />;
  if (!order.data) return <LoadError error={order.error} />;
  const { id } = order.data;
  return (
    <Card
      title={ORDER_TEXTS.orderHeading(id)}
      extra={
        <Flex gap={8}>
          <LinkButton to={`/catalog/orders/simplified/${id}`}>{ORDER_TEXTS.receipt}</LinkButton>
          {isAdmin(user?.role, current?.role) && <LinkButton to={`/catalog/orders/debug/${id}`}>{ORDER_TEXTS.debug}</LinkButton>}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <OrderFacts order={order.data} />
        <ItemsTable order={order.data} />
        <OrderActions order={order.data} actor={actor} />
      </Flex>
    </Card>
  );
}

/** /catalog/orders/{id}: an order with its status and the actions the viewer may take. */
export function OrderDetailPage() {
  return (
    <Page title={ORDER_TEXTS.order} extra={<LinkButton to="/catalog/orders">{ORDER_TEXTS.myOrders}</LinkButton>}>
      <OrderDetail />
    </Page>
  );
}

function Receipt() {
  const order = useOrder();
  if (order.isLoading) return <Loading />;
  if (!order.data) return <LoadError error={order.error} />;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {ORDER_TEXTS.receiptHeading(order.data.id)}
          </Typography.Title>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} className="no-print">
            {ORDER_TEXTS.print}
          </Button>
        </Flex>
        <OrderFacts order={order.data} />
        <ItemsTable order={order.data} />
      </Flex>
    </Card>
  );
}

/** /catalog/orders/simplified/{id}: a printable receipt. */
export function OrderReceiptPage() {
  return (
    <Page title={ORDER_TEXTS.receipt}>
      <Receipt />
    </Page>
  );
}

function DebugRecord() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { current } = useWorkspace();
  const admin = isAdmin(user?.role, current?.role);
  const record = useApiQuery<OrderDebugResponse>(COMMERCE_API.orderDebug(id), undefined, admin);
  if (!admin) return <Result status="403" subTitle={ORDER_MESSAGES.adminsOnly} />;
  if (record.isLoading) return <Loading />;
  if (!record.data) return <LoadError error={record.error} />;
  return (
    <Card title={ORDER_TEXTS.debugHeading(Number(id))}>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>{JSON.stringify(record.data, null, 2)}</pre>
    </Card>
  );
}

/** /catalog/orders/debug/{id}: the raw stored order, admins only. */
export function OrderDebugPage() {
  return (
    <Page title={ORDER_TEXTS.order}>
      <DebugRecord />
    </Page>
  );
}
