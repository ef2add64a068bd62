// `@cricket/contracts/testing`: what tests and benches read from disk (Node only, never a browser bundle).
export * from '../scoring/cricsheet-corpus';
export * from './payloads';
