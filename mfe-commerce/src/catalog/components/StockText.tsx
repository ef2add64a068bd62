import { Typography } from 'antd';
import { CATALOG_TEXTS } from '../../texts';

/** 'In stock (n)' in green, or 'Out of stock' in red. */
export function StockText({ stock }: { stock: number }) {
  return stock > 0 ? <Typography.Text type="success">{CATALOG_TEXTS.inStock(stock)}</Typography.Text> : <Typography.Text type="danger">{CATALOG_TEXTS.outOfStock}</Typography.Text>;
}
