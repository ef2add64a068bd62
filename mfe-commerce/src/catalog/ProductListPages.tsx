import { PlusOutlined } from '@ant-design/icons';
import { COMMERCE_API, PRODUCT_CATEGORY_LABELS, formatRupees, type ProductResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Flex, Table } from 'antd';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { LinkButton, LoadError, Page } from '../common/Page';
import { StatusTag } from '../common/StatusTag';
import { CATALOG_TEXTS, COMMON_TEXTS, ORDER_TEXTS } from '../texts';

function ProductsTable({ path }: { path: string }) {
  const products = useApiQuery<ProductResponse[]>(path);
  if (products.error) return <LoadError error={products.error} />;
  return (
    <Table<ProductResponse>
      rowKey="id"
      loading={products.isLoading}
      dataSource={products.data ?? []}
      locale={{ emptyText: CATALOG_TEXTS.noOwnProducts }}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { title: CATALOG_TEXTS.name, key: 'name', render: (_, p) => <Link to={`/catalog/${p.id}`}>{p.name}</Link> },
        { title: CATALOG_TEXTS.category, key: 'category', render: (_, p) => PRODUCT_CATEGORY_LABELS[p.category] },
        { title: CATALOG_TEXTS.price, key: 'price', render: (_, p) => formatRupees(p.pricePaise) },
        { title: CATALOG_TEXTS.stock, dataIndex: 'stock' },
        { title: COMMON_TEXTS.status, key: 'status', render: (_, p) => <StatusTag kind="product" status={p.status} /> },
        {
          title: COMMON_TEXTS.actions,
          key: 'actions',
          render: (_, p) => (
            <PermissionGuard module="catalog" action="edit">
              <Flex gap={12}>
                <Link to={`/catalog/${p.id}/edit`}>{COMMON_TEXTS.edit}</Link>
                <Link to={`/catalog/${p.id}/direct-edit`}>{CATALOG_TEXTS.directEditHeading}</Link>
              </Flex>
            </PermissionGuard>
          ),
        },
      ]}
    />
  );
}

const listExtra = (
  <>
    <LinkButton to="/catalog">{CATALOG_TEXTS.heading}</LinkButton>
    <LinkButton to="/catalog/workspace-orders">{ORDER_TEXTS.workspaceOrders}</LinkButton>
    <PermissionGuard module="catalog" action="create">
      <LinkButton to="/catalog/create" primary>
        <PlusOutlined /> {CATALOG_TEXTS.addProduct}
      </LinkButton>
    </PermissionGuard>
  </>
);

/** /catalog/my-catalog: products I listed, in any status. */
export function MyCatalogPage() {
  return (
    <Page title={CATALOG_TEXTS.myCatalog} extra={listExtra}>
      <ProductsTable path={COMMERCE_API.myProducts} />
    </Page>
  );
}

/** /catalog/workspace-products: the current workspace's products, in any status. */
export function WorkspaceProductsPage() {
  return (
    <Page title={CATALOG_TEXTS.workspaceProducts} extra={listExtra}>
      <ProductsTable path={COMMERCE_API.workspaceProducts} />
    </Page>
  );
}
