import { Flex, Spin } from 'antd';

/** The spinner of a finance screen while the session or an entry loads. */
export function CenteredSpin() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}
