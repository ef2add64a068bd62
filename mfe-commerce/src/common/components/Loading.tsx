import { Flex, Spin, Typography } from 'antd';
import { COMMON_TEXTS } from '../../texts';

/** A read in flight: a spinner with its word, centred. */
export function Loading() {
  return (
    <Flex justify="center" align="center" gap={8} style={{ padding: 32 }}>
      <Spin />
      <Typography.Text>{COMMON_TEXTS.loading}</Typography.Text>
    </Flex>
  );
}
