import { COMMERCE_API, PRODUCT_CATEGORY_LABELS, PRODUCT_CONDITION_LABELS, formatRupees, type ProductResponse } from '@cricket/contracts';
import { PermissionGuard, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Col, Descriptions, Flex, InputNumber, Popconfirm, Row, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { StatusTag } from '../common/StatusTag';
import { CART_TEXTS, CATALOG_TEXTS, COMMON_TEXTS } from '../texts';
import { maxQuantity, useCart } from './cart';
import { CartButton } from './CartDrawer';
import { ProductImage, StockText } from './ProductCard';
import { useDeleteProduct } from './productMutations';

function SellerActions({ product }: { product: ProductResponse }) {
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  return (
    <Flex gap={8} wrap>
      <PermissionGuard module="catalog" action="edit">
        <LinkButton to={`/catalog/${product.id}/edit`}>{COMMON_TEXTS.edit}</LinkButton>
        <LinkButton to={`/catalog/${product.id}/direct-edit`}>{CATALOG_TEXTS.directEditHeading}</LinkButton>
      </PermissionGuard>
      <PermissionGuard module="catalog" action="delete">
        <Popconfirm title={CATALOG_TEXTS.deleteConfirm} onConfirm={() => remove.mutate(product.id, { onSuccess: () => navigate('/catalog/my-catalog') })}>
          <Button danger loading={remove.isPending}>
            {COMMON_TEXTS.delete}
          </Button>
        </Popconfirm>
      </PermissionGuard>
    </Flex>
  );
}

function BuyBox({ product }: { product: ProductResponse }) {
  const { lines, add } = useCart();
  const inCart = lines.find((line) => line.productId === product.id)?.quantity ?? 0;
  const available = maxQuantity(product.stock) - inCart;
  const [quantity, setQuantity] = useState(1);
  if (product.status !== 'active') return null;
  return (
    <Flex gap={8} align="center">
      <InputNumber aria-label={CART_TEXTS.quantity} min={1} max={Math.max(1, available)} precision={0} value={quantity} onChange={(value) => setQuantity(value ?? 1)} disabled={available < 1} />
      <Button type="primary" disabled={available < 1} onClick={() => add(product, Math.min(quantity, available))}>
        {CATALOG_TEXTS.addToCart}
      </Button>
      {inCart > 0 && <Typography.Text type="secondary">{`${CATALOG_TEXTS.inCart} (${inCart})`}</Typography.Text>}
    </Flex>
  );
}

function ProductDetail() {
  const { id = '' } = useParams();
  const { current } = useWorkspace();
  const query = useApiQuery<ProductResponse>(COMMERCE_API.product(id));
  if (query.isLoading) return <Loading />;
  const product = query.data;
  if (!product) return <LoadError error={query.error} />;
  return (
    <Card>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <ProductImage product={product} height={320} />
        </Col>
        <Col xs={24} md={14}>
          <Flex vertical gap={12}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {product.name}
            </Typography.Title>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {formatRupees(product.pricePaise)}
            </Typography.Title>
            <StockText stock={product.stock} />
            <Descriptions column={1} size="small">
              <Descriptions.Item label={CATALOG_TEXTS.category}>{PRODUCT_CATEGORY_LABELS[product.category]}</Descriptions.Item>
              <Descriptions.Item label={CATALOG_TEXTS.condition}>{PRODUCT_CONDITION_LABELS[product.condition]}</Descriptions.Item>
              <Descriptions.Item label={CATALOG_TEXTS.seller}>{product.workspaceName}</Descriptions.Item>
              <Descriptions.Item label={CATALOG_TEXTS.productStatus}>
                <StatusTag kind="product" status={product.status} />
              </Descriptions.Item>
            </Descriptions>
            {product.description && <Typography.Paragraph>{product.description}</Typography.Paragraph>}
            <BuyBox product={product} />
            {product.workspaceId === current?.id && <SellerActions product={product} />}
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}

/** /catalog/{id} (numeric ids only, core §2). */
export function ProductDetailPage() {
  return (
    <Page title={CATALOG_TEXTS.heading} extra={<><LinkButton to="/catalog">{COMMON_TEXTS.back}</LinkButton><CartButton /></>}>
      <ProductDetail />
    </Page>
  );
}
