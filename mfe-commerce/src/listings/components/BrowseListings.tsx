import { COMMERCE_API, LISTING_KIND_LABELS, LISTING_KINDS, type ListingKind, type ResourceType } from '@cricket/contracts';
import { Flex } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '../../common/components/FilterSelect';
import { SearchInput } from '../../common/components/SearchInput';
import { optionsOf } from '../../common/utils/options';
import { LISTING_TEXTS } from '../../texts';
import { FILTER_TYPES, typeOptions } from '../utils/resourceTypes';
import { ListingGrid } from './ListingGrid';

/** Open listings filtered by type, kind and location. */
export function BrowseListings() {
  const [type, setType] = useState<ResourceType | undefined>();
  const [kind, setKind] = useState<ListingKind | undefined>();
  const [location, setLocation] = useState('');
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <FilterSelect<ResourceType> label={LISTING_TEXTS.type} placeholder={LISTING_TEXTS.allTypes} width={180} value={type} onChange={setType} options={typeOptions(FILTER_TYPES)} />
        <FilterSelect<ListingKind> label={LISTING_TEXTS.kind} placeholder={LISTING_TEXTS.allKinds} width={220} value={kind} onChange={setKind} options={optionsOf(LISTING_KINDS, LISTING_KIND_LABELS)} />
        <SearchInput label={LISTING_TEXTS.location} placeholder={LISTING_TEXTS.locationPlaceholder} width={240} onSearch={setLocation} />
      </Flex>
      <ListingGrid path={COMMERCE_API.listings} filters={{ type, kind, location }} empty={LISTING_TEXTS.noListings} />
    </Flex>
  );
}
