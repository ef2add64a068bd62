import { PlusOutlined } from '@ant-design/icons';
import { COMMERCE_API, LISTING_KIND_LABELS, LISTING_KINDS, type ListingKind, type ListingResponse, type ResourceType } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Col, Empty, Flex, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../common/api';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { LISTING_TEXTS } from '../texts';
import { ListingCard } from './ListingCard';
import { FILTER_TYPES, typeOptions } from './resourceTypes';

function ListingGrid({ path, filters, empty }: { path: string; filters?: Record<string, string | undefined>; empty: string }) {
  const listings = useApiQuery<ListingResponse[]>(path, filters);
  if (listings.isLoading) return <Loading />;
  if (listings.error) return <LoadError error={listings.error} />;
  if (!listings.data?.length) return <Empty description={empty} />;
  return (
    <Row gutter={[16, 16]}>
      {listings.data.map((listing) => (
        <Col key={listing.id} xs={24} md={12} lg={8}>
          <ListingCard listing={listing} />
        </Col>
      ))}
    </Row>
  );
}

const postButton = (
  <PermissionGuard module="hunting" action="create">
    <LinkButton to="/listings/create" primary>
      <PlusOutlined /> {LISTING_TEXTS.newListing}
    </LinkButton>
  </PermissionGuard>
);

function BrowseListings() {
  const [type, setType] = useState<ResourceType | undefined>();
  const [kind, setKind] = useState<ListingKind | undefined>();
  const [location, setLocation] = useState('');
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Select<ResourceType | undefined>
          aria-label={LISTING_TEXTS.type}
          placeholder={LISTING_TEXTS.allTypes}
          allowClear
          style={{ width: 180 }}
          value={type}
          onChange={setType}
          options={typeOptions(FILTER_TYPES)}
        />
        <Select<ListingKind | undefined>
          aria-label={LISTING_TEXTS.kind}
          placeholder={LISTING_TEXTS.allKinds}
          allowClear
          style={{ width: 220 }}
          value={kind}
          onChange={setKind}
          options={LISTING_KINDS.map((value) => ({ value, label: LISTING_KIND_LABELS[value] }))}
        />
        <Input.Search
          aria-label={LISTING_TEXTS.location}
          placeholder={LISTING_TEXTS.locationPlaceholder}
          allowClear
          style={{ width: 240 }}
          onSearch={(value) => setLocation(value.trim())}
        />
      </Flex>
      <ListingGrid path={COMMERCE_API.listings} filters={{ type, kind, location }} empty={LISTING_TEXTS.noListings} />
    </Flex>
  );
}

/** /listings: open listings of every workspace, filtered by type, kind and location. */
export function ListingsBrowsePage() {
  return (
    <Page
      title={LISTING_TEXTS.heading}
      subtitle={LISTING_TEXTS.subtitle}
      extra={
        <>
          <LinkButton to="/listings/user">{LISTING_TEXTS.myListings}</LinkButton>
          {postButton}
        </>
      }
    >
      <BrowseListings />
    </Page>
  );
}

/** /listings/user: My Listings, open and closed. */
export function MyListingsPage() {
  return (
    <Page title={LISTING_TEXTS.myListings} extra={<><LinkButton to="/listings">{LISTING_TEXTS.heading}</LinkButton>{postButton}</>}>
      <ListingGrid path={COMMERCE_API.myListings} empty={LISTING_TEXTS.noOwnListings} />
    </Page>
  );
}

/** /listings/workspace: the current workspace's listings. */
export function WorkspaceListingsPage() {
  return (
    <Page title={LISTING_TEXTS.workspaceListings} extra={<><LinkButton to="/listings">{LISTING_TEXTS.heading}</LinkButton>{postButton}</>}>
      <ListingGrid path={COMMERCE_API.workspaceListings} empty={LISTING_TEXTS.noOwnListings} />
    </Page>
  );
}
