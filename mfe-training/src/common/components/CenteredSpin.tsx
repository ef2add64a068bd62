import { Flex, Spin } from 'antd';
import { UI_TEXTS } from '../../texts';

/** The spinner a page shows while its data or the session loads. */
export function CenteredSpin() {
  return (
    <Flex justify="center" style={{ padding: 32 }}>
      <Spin aria-label={UI_TEXTS.loading} />
    </Flex>
  );
}
