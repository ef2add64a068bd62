import { id, numeric, oneOf, optional, optionalText, requiredText, v, wholeNumber } from '@cricket/contracts';
import { documentedSchema } from './schema-input';

describe('documentedSchema', () => {
  it('documents what a client should send: optional fields as nullable types, numbers as numbers', () => {
    const body = v.object({
      name: requiredText(10, 'Name is required'),
      note: optionalText(5, 'Note is too long'),
      groundId: optional(id('Choose a ground')),
      capacity: wholeNumber(1, 9, 'Capacity must be 1 to 9'),
      fee: numeric('Fee must be a number'),
      level: optional(oneOf(['club', 'county'] as const, 'Choose a level')),
    });
    expect(documentedSchema(body)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 10 },
        note: { type: 'string', maxLength: 5, default: null, nullable: true },
        groundId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, default: null, nullable: true },
        capacity: { type: 'integer', minimum: 1, maximum: 9 },
        fee: { type: 'number' },
        level: { type: 'string', enum: ['club', 'county'], default: null, nullable: true },
      },
      required: ['name', 'capacity', 'fee'],
    });
  });
});
