export * from './constants';
export * from './dates';
export * from './overs';
export * from './messages';
export * from './types';
export * from './payload';
export * from './headline';
export * from './visibility';
