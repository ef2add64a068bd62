import type { ProductResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Flex, Popconfirm } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { LinkButton } from '../../common/components/LinkButton';
import { CATALOG_TEXTS, COMMON_TEXTS } from '../../texts';
import { useDeleteProduct } from '../hooks/useProductMutations';

/** Edit, quick edit and delete, for the selling workspace. */
export function SellerActions({ product }: { product: ProductResponse }) {
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
