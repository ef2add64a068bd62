import { Transform } from 'class-transformer';

/** Empty strings read as absent for optional fields (forms send ''). */
export const EmptyAsNull = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

