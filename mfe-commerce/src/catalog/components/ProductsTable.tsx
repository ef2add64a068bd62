import { PRODUCT_CATEGORY_LABELS, formatRupees, type ProductResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Flex } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { DataTable } from '../../common/components/DataTable';
import { LoadError } from '../../common/components/LoadError';
import { StatusTag } from '../../common/components/StatusTag';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { CATALOG_TEXTS, COMMON_TEXTS } from '../../texts';

/** The products read from `path`, in any status, with their edit links. */
export function ProductsTable({ path }: { path: string }) {
  const products = useApiQuery<ProductResponse[]>(path);
  if (products.error) return <LoadError error={products.error} />;
  return (
    <DataTable<ProductResponse>
      rows={products.data ?? []}
      loading={products.isLoading}
      empty={CATALOG_TEXTS.noOwnProducts}
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
