import { formatRupees, paiseToRupees, rupeesToPaise, type ProductResponse } from '@cricket/contracts';
import { Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { CATALOG_TEXTS } from '../../texts';
import { useQuickEditProduct } from '../hooks/useProductMutations';
import { PRODUCT_PRICE_RULES, STOCK_RULES } from '../utils/productRules';

interface QuickEditValues {
  priceRupees: number | null;
  stock: number | null;
}

/** A product's price and stock in one line, saved on their own. */
export function QuickEditForm({ product }: { product: ProductResponse }) {
  const save = useQuickEditProduct();
  const submit = ({ priceRupees, stock }: QuickEditValues) =>
    save.mutate({ id: product.id, changes: { pricePaise: rupeesToPaise(priceRupees as number), stock: stock as number } });
  return (
    <Card title={product.name}>
      <Typography.Paragraph type="secondary">{CATALOG_TEXTS.directEditHint}</Typography.Paragraph>
      <Form<QuickEditValues>
        layout="inline"
        name="quick-edit"
        initialValues={{ priceRupees: paiseToRupees(product.pricePaise), stock: product.stock }}
        onFinish={submit}
      >
        <Form.Item name="priceRupees" label={CATALOG_TEXTS.price} rules={PRODUCT_PRICE_RULES}>
          <InputNumber precision={2} />
        </Form.Item>
        <Form.Item name="stock" label={CATALOG_TEXTS.stock} rules={STOCK_RULES}>
          <InputNumber />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {CATALOG_TEXTS.quickEditSave}
        </Button>
      </Form>
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Typography.Text>
          {formatRupees(product.pricePaise)} · {CATALOG_TEXTS.inStock(product.stock)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
