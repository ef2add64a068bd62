export * from './system';
export * from './browser';
export * from './api';
export * from './journey';
export * from './realtime';
export * from './payloads';
export * from './toasts';
export * from './antd';
