export * from './fields';
export * from './input';
