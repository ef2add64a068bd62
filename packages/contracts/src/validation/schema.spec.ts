import { clearable, id, oneOf, optional, optionalText, parseWith, problemOf, requiredText, textThat, v, whole, wholeNumber } from './schema';

const body = v.pipe(
  v.object({
    name: requiredText(10, 'Name is required', 'Name is too long'),
    note: optionalText(5, 'Note is too long'),
    capacity: wholeNumber(1, 9, 'Capacity must be 1 to 9'),
    groundId: optional(id('Choose a ground')),
    level: oneOf(['club', 'county'] as const, 'Choose a level'),
    from: textThat((value) => /^\d\d:\d\d$/.test(value), 'Start time is HH:MM'),
    to: textThat((value) => /^\d\d:\d\d$/.test(value), 'End time is HH:MM'),
  }),
  // A rule across fields runs once each field is valid.
  v.check((fields) => fields.to > fields.from, 'End time must be after start time'),
);
const valid = { name: ' Colts ', capacity: 4, level: 'club', from: '09:00', to: '10:00' };

describe('schemas with the spec messages', () => {
  it('answers a left-out field with its own message, in the order of the fields', () => {
    expect(parseWith(body, {})).toEqual({ ok: false, message: 'Name is required' });
    expect(parseWith(body, { name: 'Colts' })).toEqual({ ok: false, message: 'Capacity must be 1 to 9' });
    expect(parseWith(body, { ...valid, level: undefined })).toEqual({ ok: false, message: 'Choose a level' });
  });

  it('answers a wrong value with the message of its rule', () => {
    expect(parseWith(body, { ...valid, name: '   ' })).toEqual({ ok: false, message: 'Name is required' });
    expect(parseWith(body, { ...valid, name: 'x'.repeat(11) })).toEqual({ ok: false, message: 'Name is too long' });
    expect(parseWith(body, { ...valid, capacity: 2.5 })).toEqual({ ok: false, message: 'Capacity must be 1 to 9' });
    expect(parseWith(body, { ...valid, capacity: '0x4' })).toEqual({ ok: false, message: 'Capacity must be 1 to 9' });
    expect(parseWith(body, { ...valid, note: 7 })).toEqual({ ok: false, message: 'Note is too long' });
    expect(parseWith(body, { ...valid, groundId: -1 })).toEqual({ ok: false, message: 'Choose a ground' });
    expect(parseWith(body, { ...valid, to: '08:00' })).toEqual({ ok: false, message: 'End time must be after start time' });
  });

  it('normalises what it accepts: trimmed text, numbers from text, absent and blank optionals as null, unknown keys dropped', () => {
    expect(parseWith(body, { ...valid, capacity: '4', note: '', groundId: '7', extra: true })).toEqual({
      ok: true,
      value: { name: 'Colts', note: null, capacity: 4, groundId: 7, level: 'club', from: '09:00', to: '10:00' },
    });
    expect(parseWith(body, valid)).toMatchObject({ ok: true, value: { note: null, groundId: null } });
  });

  it("checks one field's value for a form", () => {
    expect(problemOf(body.entries.capacity, 12)).toBe('Capacity must be 1 to 9');
    expect(problemOf(body.entries.capacity, 3)).toBeNull();
  });

  it('clearable: absent stays absent, null and blank text (spaces too) are null, the rest keeps its own message', () => {
    const entry = v.object({ day: clearable(wholeNumber(1, 7, 'Day is 1 to 7')) });
    expect(parseWith(entry, {})).toEqual({ ok: true, value: {} });
    for (const blank of [null, '', '   ']) expect(parseWith(entry, { day: blank })).toEqual({ ok: true, value: { day: null } });
    expect(parseWith(entry, { day: ' 3 ' })).toEqual({ ok: true, value: { day: 3 } });
    for (const wrong of ['x', 8, 2.5, true]) expect(parseWith(entry, { day: wrong })).toEqual({ ok: false, message: 'Day is 1 to 7' });
  });

  it('whole: a whole number or its digits as text, nothing looser', () => {
    expect(parseWith(whole('Whole'), '12')).toEqual({ ok: true, value: 12 });
    expect(parseWith(whole('Whole'), -3)).toEqual({ ok: true, value: -3 });
    for (const wrong of ['-3', '1.0', '1e1', '0x10', 1.5, null]) expect(parseWith(whole('Whole'), wrong)).toEqual({ ok: false, message: 'Whole' });
  });

  it("id: a positive integer PostgreSQL holds, or its plain decimal text (no '07')", () => {
    expect(parseWith(id('Id'), ' 7 ')).toEqual({ ok: true, value: 7 });
    for (const wrong of ['07', '0', 0, 2_147_483_648, 1.5, 'x', null]) expect(parseWith(id('Id'), wrong)).toEqual({ ok: false, message: 'Id' });
  });
});
