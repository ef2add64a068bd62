import { RESOURCE_TYPES, mapResourceType } from './index';

describe('mapResourceType (core §3)', () => {
  it.each([
    ['COACH', 'PLAYER'],
    ['OTHER', 'PLAYER'],
    ['UMPIRE_SCORER', 'UMPIRE'],
    ['umpire scorer', 'UMPIRE'],
    ['TEAM', 'TEAM'],
    ['ground', 'GROUND'],
    ['Tournaments', 'TOURNAMENT'],
    ['STREAM', 'STREAMER'],
    ['commentator', 'COMMENTATOR'],
  ])('%s → %s', (input, expected) => {
    expect(mapResourceType(input)).toBe(expected);
  });

  it.each(RESOURCE_TYPES.filter((t) => t !== 'COACH' && t !== 'OTHER'))('%s maps to itself', (type) => {
    expect(mapResourceType(type)).toBe(type);
  });

  it.each([
    ['coach', 'PLAYER'],
    [' Other ', 'PLAYER'],
    ['Umpire-Scorer', 'UMPIRE'],
    ['scorer', 'SCORER'],
    ['Live streamer', 'STREAMER'],
    ['match', 'MATCH'],
  ])('case and spacing do not matter: %p → %s', (input, expected) => {
    expect(mapResourceType(input)).toBe(expected);
  });

  it.each([[''], ['   '], ['xyz'], [42], [null], [undefined], [{}]])('gives null for %p', (input) => {
    expect(mapResourceType(input)).toBeNull();
  });
});
