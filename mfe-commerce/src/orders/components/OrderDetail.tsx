import { Card, Flex } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { QueryView } from '../../common/components/QueryView';
import { ORDER_TEXTS } from '../../texts';
import { useIsAdmin } from '../hooks/useIsAdmin';
import { useOrderActor } from '../hooks/useOrderActor';
import { useRouteOrder } from '../hooks/useRouteOrder';
import { OrderActions } from './OrderActions';
import { OrderFacts } from './OrderFacts';
import { OrderItemsTable } from './OrderItemsTable';

/** The route's order with its receipt (and, for admins, debug) link and the viewer's actions. */
export function OrderDetail() {
  const order = useRouteOrder();
  const actor = useOrderActor(order.data);
  const admin = useIsAdmin();
  return (
    <QueryView query={order}>
      {(data) => (
        <Card
          title={ORDER_TEXTS.orderHeading(data.id)}
          extra={
            <Flex gap={8}>
              <LinkButton to={`/catalog/orders/simplified/${data.id}`}>{ORDER_TEXTS.receipt}</LinkButton>
              {admin && <LinkButton to={`/catalog/orders/debug/${data.id}`}>{ORDER_TEXTS.debug}</LinkButton>}
            </Flex>
          }
        >
          <Flex vertical gap={16}>
            <OrderFacts order={data} />
            <OrderItemsTable order={data} />
            <OrderActions order={data} actor={actor} />
          </Flex>
        </Card>
      )}
    </QueryView>
  );
}
