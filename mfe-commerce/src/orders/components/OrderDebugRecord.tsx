import { COMMERCE_API, ORDER_MESSAGES, type OrderDebugResponse } from '@cricket/contracts';
import { Card, Result } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { ORDER_TEXTS } from '../../texts';
import { useIsAdmin } from '../hooks/useIsAdmin';

/** The route's order as stored, for admins only (read only for them). */
export function OrderDebugRecord() {
  const { id = '' } = useParams();
  const admin = useIsAdmin();
  const record = useApiQuery<OrderDebugResponse>(COMMERCE_API.orderDebug(id), undefined, admin);
  if (!admin) return <Result status="403" subTitle={ORDER_MESSAGES.adminsOnly} />;
  return (
    <QueryView query={record}>
      {(data) => (
        <Card title={ORDER_TEXTS.debugHeading(Number(id))}>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>{JSON.stringify(data, null, 2)}</pre>
        </Card>
      )}
    </QueryView>
  );
}
