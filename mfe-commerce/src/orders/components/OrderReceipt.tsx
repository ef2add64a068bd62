import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { QueryView } from '../../common/components/QueryView';
import { ORDER_TEXTS } from '../../texts';
import { useRouteOrder } from '../hooks/useRouteOrder';
import { OrderFacts } from './OrderFacts';
import { OrderItemsTable } from './OrderItemsTable';

/** The route's order as a printable receipt. */
export function OrderReceipt() {
  const order = useRouteOrder();
  return (
    <QueryView query={order}>
      {(data) => (
        <Card>
          <Flex vertical gap={16}>
            <Flex justify="space-between" align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {ORDER_TEXTS.receiptHeading(data.id)}
              </Typography.Title>
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} className="no-print">
                {ORDER_TEXTS.print}
              </Button>
            </Flex>
            <OrderFacts order={data} />
            <OrderItemsTable order={data} />
          </Flex>
        </Card>
      )}
    </QueryView>
  );
}
