import {
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
import { Form, Input, InputNumber, Select } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { FormCard } from '../../common/components/FormCard';
import { linesOf } from '../../common/utils/format';
import { requiredTextRules } from '../../common/utils/formRules';
import { optionsOf } from '../../common/utils/options';
import { CATALOG_TEXTS } from '../../texts';
import { useSaveProduct } from '../hooks/useProductMutations';
import { PRODUCT_PRICE_RULES, STOCK_RULES } from '../utils/productRules';

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
    <FormCard<ProductFormValues> name="product-form" initialValues={initialValues(product)} onFinish={submit} submitText={CATALOG_TEXTS.saveProduct} saving={save.isPending}>
      <Form.Item name="name" label={CATALOG_TEXTS.name} rules={requiredTextRules(PRODUCT_MESSAGES.name, COMMERCE_LIMITS.nameMax, PRODUCT_MESSAGES.nameTooLong)}>
        <Input maxLength={COMMERCE_LIMITS.nameMax} showCount />
      </Form.Item>
      <Form.Item name="description" label={CATALOG_TEXTS.description} rules={[{ max: COMMERCE_LIMITS.textMax, message: PRODUCT_MESSAGES.description }]}>
        <Input.TextArea rows={3} maxLength={COMMERCE_LIMITS.textMax} showCount />
      </Form.Item>
      <Form.Item name="category" label={CATALOG_TEXTS.category} rules={[{ required: true, message: PRODUCT_MESSAGES.category }]}>
        <Select options={optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)} />
      </Form.Item>
      <Form.Item name="priceRupees" label={CATALOG_TEXTS.price} rules={PRODUCT_PRICE_RULES}>
        <InputNumber style={{ width: '100%' }} precision={2} />
      </Form.Item>
      <Form.Item name="stock" label={CATALOG_TEXTS.stock} rules={STOCK_RULES}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="condition" label={CATALOG_TEXTS.condition}>
        <Select options={optionsOf(PRODUCT_CONDITIONS, PRODUCT_CONDITION_LABELS)} />
      </Form.Item>
      <Form.Item name="images" label={CATALOG_TEXTS.images} rules={[imagesRule]}>
        <Input.TextArea rows={2} placeholder="https://…" />
      </Form.Item>
      <Form.Item name="status" label={CATALOG_TEXTS.productStatus}>
        <Select options={optionsOf(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS)} />
      </Form.Item>
    </FormCard>
  );
}
