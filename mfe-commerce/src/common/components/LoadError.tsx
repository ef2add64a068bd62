import { Alert } from 'antd';
import { COMMON_TEXTS } from '../../texts';

/** A failed read, with the server's message (core §8). */
export function LoadError({ error }: { error: Error | null }) {
  return <Alert type="error" showIcon title={COMMON_TEXTS.errorTitle} description={error?.message ?? COMMON_TEXTS.notFound} />;
}
