import {
  COMMERCE_API,
  COMMERCE_DEFAULTS,
  COMMERCE_LIMITS,
  paiseToRupees,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_CONDITION_LABELS,
  PRODUCT_CONDITIONS,
  PRODUCT_MESSAGES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  productBody,
  rupeesToPaise,
  type ProductCategory,
  type ProductCondition,
  type ProductResponse,
  type ProductStatus,
} from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { linesOf } from '../common/format';
import { LoadError, Loading, Page } from '../common/Page';
import { CATALOG_TEXTS } from '../texts';
import { useSaveProduct } from './productMutations';

interface ProductFormValues {
  name?: string;
  description?: string;
  category?: ProductCategory;
  priceRupees?: number | null;
  stock?: number | null;
  condition: ProductCondition;
  images?: string;
  status: ProductStatus;
}

const MAX_PRICE_RUPEES = paiseToRupees(COMMERCE_LIMITS.priceMaxPaise);

/** The images are typed one per line and sent as a list. */
const imagesRule = schemaRule(productBody.entries.images, (text) => linesOf(text as string | undefined));

function initialValues(product: ProductResponse | undefined): ProductFormValues {
  if (!product) return { condition: COMMERCE_DEFAULTS.productCondition, status: COMMERCE_DEFAULTS.productStatus, stock: 1 };
  return {
    name: product.name,
    description: product.description ?? undefined,
    category: product.category,
    priceRupees: paiseToRupees(product.pricePaise),
    stock: product.stock,
    condition: product.condition,
    images: product.images.join('\n'),
    status: product.status,
  };
}

/** The product form of /catalog/create and /catalog/{id}/edit; prices are typed in rupees and sent in paise. */
export function ProductForm({ product }: { product?: ProductResponse }) {
  const save = useSaveProduct();
  const navigate = useNavigate();

  const submit = (values: ProductFormValues) => {
    const payload = {
      name: (values.name ?? '').trim(),
      description: values.description?.trim() || null,
      category: values.category as ProductCategory,
      pricePaise: rupeesToPaise(values.priceRupees as number),
      stock: values.stock as number,
      condition: values.condition,
      images: linesOf(values.images),
      status: values.status,
    };
    save.mutate({ id: product?.id ?? null, payload }, { onSuccess: (saved) => navigate(`/catalog/${saved.id}`) });
  };

  return (
    <Card>
      <Form<ProductFormValues> layout="vertical" name="product-form" initialValues={initialValues(product)} onFinish={submit}>
        <Form.Item
          name="name"
          label={CATALOG_TEXTS.name}
          rules={[
            { required: true, whitespace: true, message: PRODUCT_MESSAGES.name },
            { max: COMMERCE_LIMITS.nameMax, message: PRODUCT_MESSAGES.nameTooLong },
          ]}
        >
          <Input maxLength={COMMERCE_LIMITS.nameMax} showCount />
        </Form.Item>
        <Form.Item name="description" label={CATALOG_TEXTS.description} rules={[{ max: COMMERCE_LIMITS.textMax, message: PRODUCT_MESSAGES.description }]}>
          <Input.TextArea rows={3} maxLength={COMMERCE_LIMITS.textMax} showCount />
        </Form.Item>
        <Form.Item name="category" label={CATALOG_TEXTS.category} rules={[{ required: true, message: PRODUCT_MESSAGES.category }]}>
          <Select options={PRODUCT_CATEGORIES.map((value) => ({ value, label: PRODUCT_CATEGORY_LABELS[value] }))} />
        </Form.Item>
        <Form.Item
          name="priceRupees"
          label={CATALOG_TEXTS.price}
          rules={[
            { required: true, message: PRODUCT_MESSAGES.price },
            { type: 'number', min: 0, message: PRODUCT_MESSAGES.priceNegative },
            { type: 'number', max: MAX_PRICE_RUPEES, message: PRODUCT_MESSAGES.priceTooLarge },
          ]}
        >
          <InputNumber style={{ width: '100%' }} precision={2} />
        </Form.Item>
        <Form.Item
          name="stock"
          label={CATALOG_TEXTS.stock}
          rules={[
            { required: true, type: 'integer', min: 0, message: PRODUCT_MESSAGES.stock },
            { type: 'number', max: COMMERCE_LIMITS.stockMax, message: PRODUCT_MESSAGES.stockTooLarge },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="condition" label={CATALOG_TEXTS.condition}>
          <Select options={PRODUCT_CONDITIONS.map((value) => ({ value, label: PRODUCT_CONDITION_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="images" label={CATALOG_TEXTS.images} rules={[imagesRule]}>
          <Input.TextArea rows={2} placeholder="https://…" />
        </Form.Item>
        <Form.Item name="status" label={CATALOG_TEXTS.productStatus}>
          <Select options={PRODUCT_STATUSES.map((value) => ({ value, label: PRODUCT_STATUS_LABELS[value] }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {CATALOG_TEXTS.saveProduct}
        </Button>
      </Form>
    </Card>
  );
}

export function ProductCreatePage() {
  return (
    <Page title={CATALOG_TEXTS.createHeading}>
      <ProductForm />
    </Page>
  );
}

function ProductEditor() {
  const { id = '' } = useParams();
  const product = useApiQuery<ProductResponse>(COMMERCE_API.product(id));
  if (product.isLoading) return <Loading />;
  return product.data ? <ProductForm key={product.data.updatedAt} product={product.data} /> : <LoadError error={product.error} />;
}

export function ProductEditPage() {
  return (
    <Page title={CATALOG_TEXTS.editHeading}>
      <ProductEditor />
    </Page>
  );
}
