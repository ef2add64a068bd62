import { LeftOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import {
  GROUND_TEXTS,
  GROUND_UI,
  SURFACE_TYPES,
  formatDayHeading,
  slotAvailability,
  type AllWorkspacesBooking,
  type GroundResponse,
  type SlotAvailability,
} from '@cricket/contracts';
import { Button, Card, Checkbox, DatePicker, Empty, Flex, Input, Select, Skeleton, Table, Typography } from 'antd';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { GROUND_UI_TEXTS } from '../../texts';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useIsWideScreen } from '../hooks/useIsWideScreen';
import { fromIso, shiftDays, todayIso, toIso } from '../utils/dates';
import { ALL, NO_FILTERS, applyFilters, citiesOf, filtersForSearch, type CalendarFilters } from '../utils/groundFilters';
import { RefreshButton } from './RefreshButton';
import { SlotBadge } from './SlotBadge';

export interface SlotChoice {
  groundId: number;
  date: string;
  slot?: string;
}

interface CalendarTabProps {
  grounds: GroundResponse[];
  bookings: AllWorkspacesBooking[];
  loading: boolean;
  onRefresh: () => Promise<unknown>;
  onBookSlot: (choice: SlotChoice) => void;
}

interface GroundDay {
  ground: GroundResponse;
  slots: SlotAvailability[];
}

const searchable = { showSearch: { optionFilterProp: 'label' as const }, listHeight: GROUND_UI.dropdownMaxHeightPx };

function SlotList({ day, date, onBookSlot }: { day: GroundDay; date: string; onBookSlot: CalendarTabProps['onBookSlot'] }) {
  if (day.slots.length === 0) return <Typography.Text type="secondary">{GROUND_UI_TEXTS.noSlotsForDay}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {day.slots.map((slot) => (
        <SlotBadge key={slot.slot} {...slot} onBook={(picked) => onBookSlot({ groundId: day.ground.id, date, slot: picked })} />
      ))}
    </Flex>
  );
}

/** Availability Calendar of booking §2: search, filters, day navigation and slot badges per ground. */
export function CalendarTab({ grounds, bookings, loading, onRefresh, onBookSlot }: CalendarTabProps) {
  const wide = useIsWideScreen();
  const [search, setSearch] = useState('');
  const [date, setDate] = useState(todayIso);
  const [filters, setFilters] = useState<CalendarFilters>(NO_FILTERS);
  const [onlyAvailable, setOnlyAvailable] = useState(false);
  const settledSearch = useDebouncedValue(search, GROUND_UI.searchDelayMs);

  // Only a new search moves the filters; a refetch of the grounds does not.
  const searchChanged = useEffectEvent((search: string) => setFilters((current) => filtersForSearch(grounds, search, current)));
  useEffect(() => searchChanged(settledSearch), [settledSearch]);

  const days = useMemo<GroundDay[]>(() => {
    const all = applyFilters(grounds, filters).map((ground) => ({ ground, slots: slotAvailability(ground, date, bookings) }));
    if (!onlyAvailable) return all;
    return all.map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.available) })).filter((day) => day.slots.length > 0);
  }, [grounds, bookings, filters, date, onlyAvailable]);

  const setFilter = (patch: Partial<CalendarFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={8} align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={GROUND_UI_TEXTS.searchPlaceholder}
          aria-label={GROUND_UI_TEXTS.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 260px' }}
        />
        <RefreshButton onRefresh={onRefresh} />
      </Flex>
      <Flex wrap gap={8} align="center">
        <DatePicker
          allowClear={false}
          aria-label={GROUND_UI_TEXTS.date}
          value={fromIso(date)}
          onChange={(value) => value && setDate(toIso(value))}
        />
        <Select
          {...searchable}
          aria-label={GROUND_UI_TEXTS.location}
          style={{ minWidth: 160 }}
          value={filters.location}
          onChange={(location: string) => setFilter({ location })}
          options={[{ value: ALL, label: GROUND_UI_TEXTS.allLocations }, ...citiesOf(grounds).map((city) => ({ value: city, label: city }))]}
        />
        <Select
          {...searchable}
          aria-label={GROUND_UI_TEXTS.ground}
          style={{ minWidth: 180 }}
          value={filters.groundId}
          onChange={(groundId: CalendarFilters['groundId']) => setFilter({ groundId })}
          options={[{ value: ALL, label: GROUND_UI_TEXTS.allGrounds }, ...grounds.map((ground) => ({ value: ground.id, label: ground.name }))]}
        />
        <Select
          {...searchable}
          aria-label={GROUND_UI_TEXTS.surfaceType}
          style={{ minWidth: 150 }}
          value={filters.surface}
          onChange={(surface: CalendarFilters['surface']) => setFilter({ surface })}
          options={[
            { value: ALL, label: GROUND_UI_TEXTS.allSurfaces },
            ...SURFACE_TYPES.map((surface) => ({ value: surface, label: surface.charAt(0).toUpperCase() + surface.slice(1) })),
          ]}
        />
        <Checkbox checked={onlyAvailable} onChange={(event) => setOnlyAvailable(event.target.checked)}>
          {GROUND_TEXTS.showOnlyAvailable}
        </Checkbox>
      </Flex>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Button icon={<LeftOutlined />} onClick={() => setDate((day) => shiftDays(day, -1))}>
          {GROUND_TEXTS.previousDay}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {formatDayHeading(date)}
        </Typography.Title>
        <Button onClick={() => setDate((day) => shiftDays(day, 1))}>
          {GROUND_TEXTS.nextDay} <RightOutlined />
        </Button>
      </Flex>
      {loading ? (
        <Skeleton active />
      ) : days.length === 0 ? (
        <Empty description={GROUND_UI_TEXTS.noGroundsMatch} />
      ) : wide ? (
        <Table<GroundDay>
          rowKey={(day) => day.ground.id}
          pagination={false}
          dataSource={days}
          columns={[
            { title: GROUND_UI_TEXTS.ground, key: 'ground', render: (_, day) => day.ground.name },
            { title: GROUND_UI_TEXTS.location, key: 'location', render: (_, day) => day.ground.city },
            { title: GROUND_UI_TEXTS.timeSlots, key: 'slots', render: (_, day) => <SlotList day={day} date={date} onBookSlot={onBookSlot} /> },
          ]}
        />
      ) : (
        <Flex vertical gap={8}>
          {days.map((day) => (
            <Card key={day.ground.id} size="small" title={day.ground.name} extra={day.ground.city} data-testid="calendar-ground-card">
              <SlotList day={day} date={date} onBookSlot={onBookSlot} />
            </Card>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
