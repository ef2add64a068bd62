export * from './modules';
export * from './decide';
export * from './defaults';
export * from './navigation';
