export * from './model';
export * from './messages';
export * from './validation';
export * from './budget';
export * from './period';
export * from './csv';
export * from './paths';
