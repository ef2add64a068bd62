import { COMMERCE_API, COMMERCE_LIMITS, PRODUCT_MESSAGES, formatRupees, paiseToRupees, rupeesToPaise, type ProductResponse } from '@cricket/contracts';
import { Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { CATALOG_TEXTS, COMMON_TEXTS } from '../texts';
import { useQuickEditProduct } from './productMutations';

interface QuickEditValues {
  priceRupees: number | null;
  stock: number | null;
}

function QuickEditForm({ product }: { product: ProductResponse }) {
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
        <Form.Item
          name="priceRupees"
          label={CATALOG_TEXTS.price}
          rules={[
            { required: true, message: PRODUCT_MESSAGES.price },
            { type: 'number', min: 0, message: PRODUCT_MESSAGES.priceNegative },
            { type: 'number', max: paiseToRupees(COMMERCE_LIMITS.priceMaxPaise), message: PRODUCT_MESSAGES.priceTooLarge },
          ]}
        >
          <InputNumber precision={2} />
        </Form.Item>
        <Form.Item
          name="stock"
          label={CATALOG_TEXTS.stock}
          rules={[
            { required: true, type: 'integer', min: 0, message: PRODUCT_MESSAGES.stock },
            { type: 'number', max: COMMERCE_LIMITS.stockMax, message: PRODUCT_MESSAGES.stockTooLarge },
          ]}
        >
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

function QuickEditor() {
  const { id = '' } = useParams();
  const product = useApiQuery<ProductResponse>(COMMERCE_API.product(id));
  if (product.isLoading) return <Loading />;
  return product.data ? <QuickEditForm product={product.data} /> : <LoadError error={product.error} />;
}

/** /catalog/{id}/direct-edit: the seller's inline quick edit of price and stock. */
export function DirectEditPage() {
  const { id = '' } = useParams();
  return (
    <Page title={CATALOG_TEXTS.directEditHeading} extra={<LinkButton to={`/catalog/${id}`}>{COMMON_TEXTS.back}</LinkButton>}>
      <QuickEditor />
    </Page>
  );
}
