import { Spin } from 'antd';

/** What a screen shows while its page or its data loads. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin aria-label="Loading" />
    </div>
  );
}
