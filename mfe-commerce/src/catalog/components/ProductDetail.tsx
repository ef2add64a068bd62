import { PRODUCT_CATEGORY_LABELS, PRODUCT_CONDITION_LABELS, formatRupees } from '@cricket/contracts';
import { useWorkspace } from '@cricket/shell-sdk';
import { Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { QueryView } from '../../common/components/QueryView';
import { StatusTag } from '../../common/components/StatusTag';
import { CATALOG_TEXTS } from '../../texts';
import { useRouteProduct } from '../hooks/useRouteProduct';
import { BuyBox } from './BuyBox';
import { ProductImage } from './ProductImage';
import { SellerActions } from './SellerActions';
import { StockText } from './StockText';

/** The route's product: picture, price, stock and facts, the buy box, and the seller's actions. */
export function ProductDetail() {
  const { current } = useWorkspace();
  const query = useRouteProduct();
  return (
    <QueryView query={query}>
      {(product) => (
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
      )}
    </QueryView>
  );
}
