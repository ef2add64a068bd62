export * from './types';
export * from './messages';
export * from './status';
export * from './cards';
export * from './fixtures';
export * from './points-table';
export * from './penalties';
export * from './requests';
