export { schemaRule } from './schemaRule';
