import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CHOOSE_DATE,
  CHOOSE_FROM,
  CHOOSE_TO,
  CHOOSE_VIEW,
  daysInRange,
  exportFileName,
  exportQuerySchema,
  FROM_AFTER_TO,
  kitchenDateFromSearch,
  kitchenDaySchema,
  optionalParam,
  RANGE_TOO_LONG,
  rangeProblem,
  singleParam,
} from '@/domain/kitchen/kitchen-query';

const problem = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe("the kitchen's day", () => {
  it('takes a real shop date and nothing else', () => {
    expect(v.parse(kitchenDaySchema, { date: '2031-03-09' })).toEqual({ date: '2031-03-09' });
    for (const date of [undefined, '', '2031-3-9', '2031-02-29', '2031-13-01', '09/03/2031', '2031-03-09T00:00']) {
      expect(problem(kitchenDaySchema, { date })).toBe(CHOOSE_DATE);
    }
  });

  it("opens on ?date= when it is a shop date, otherwise on today's shop date", () => {
    const now = new Date('2026-11-25T03:30:00Z'); // 9:30 PM on the 24th in Kansas City
    expect(kitchenDateFromSearch('?date=2026-12-01', now)).toBe('2026-12-01');
    expect(kitchenDateFromSearch('', now)).toBe('2026-11-24');
    expect(kitchenDateFromSearch('?date=tomorrow', now)).toBe('2026-11-24');
  });
});

describe('the export range', () => {
  it('counts its days, both ends included, the daylight-saving days whole', () => {
    expect(daysInRange('2031-03-09', '2031-03-09')).toBe(1);
    expect(daysInRange('2031-03-08', '2031-03-10')).toBe(3);
    expect(daysInRange('2031-11-01', '2031-11-03')).toBe(3);
    expect(daysInRange('2031-01-01', '2031-12-31')).toBe(365);
    expect(daysInRange('2032-01-01', '2032-12-31')).toBe(366);
  });

  it('allows up to 366 days, from on or before to', () => {
    expect(rangeProblem('2031-03-09', '2031-03-09')).toBeNull();
    expect(rangeProblem('2032-01-01', '2032-12-31')).toBeNull();
    expect(rangeProblem('2031-01-01', '2032-01-01')).toBeNull();
    expect(rangeProblem('2031-01-01', '2032-01-02')).toBe(RANGE_TOO_LONG);
    expect(rangeProblem('2031-03-10', '2031-03-09')).toBe(FROM_AFTER_TO);
  });

  it('names the first problem of the query', () => {
    expect(v.parse(exportQuerySchema, { from: '2031-03-01', to: '2031-03-31' })).toEqual({
      from: '2031-03-01',
      to: '2031-03-31',
      view: 'orders',
    });
    expect(problem(exportQuerySchema, { from: undefined, to: '2031-03-31' })).toBe(CHOOSE_FROM);
    expect(problem(exportQuerySchema, { from: '2031-03-01', to: '31/03/2031' })).toBe(CHOOSE_TO);
    expect(problem(exportQuerySchema, { from: '2031-03-31', to: '2031-03-01' })).toBe(FROM_AFTER_TO);
    expect(problem(exportQuerySchema, { from: '2030-01-01', to: '2031-12-31' })).toBe(RANGE_TOO_LONG);
  });

  it('writes the orders unless the pieces per window are asked for, and refuses another view', () => {
    const range = { from: '2031-03-01', to: '2031-03-31' };
    expect(v.parse(exportQuerySchema, { ...range, view: 'orders' }).view).toBe('orders');
    expect(v.parse(exportQuerySchema, { ...range, view: 'pieces' }).view).toBe('pieces');
    for (const view of ['', 'Pieces', 'totals', null]) {
      expect(problem(exportQuerySchema, { ...range, view })).toBe(CHOOSE_VIEW);
    }
  });

  it('is saved under a name that says what it holds and its dates', () => {
    expect(exportFileName('orders', '2031-03-01', '2031-03-31')).toBe('orders-2031-03-01-to-2031-03-31.csv');
    expect(exportFileName('pieces', '2031-03-08', '2031-03-08')).toBe('pieces-2031-03-08-to-2031-03-08.csv');
  });
});

describe('singleParam', () => {
  it('reads a parameter given once, trimmed; a missing or repeated one reads as absent', () => {
    const params = new URLSearchParams('date=%202031-03-09%20&from=a&from=b');
    expect(singleParam(params, 'date')).toBe('2031-03-09');
    expect(singleParam(params, 'from')).toBeUndefined();
    expect(singleParam(params, 'to')).toBeUndefined();
  });
});

describe('optionalParam', () => {
  it('reads a parameter left out as undefined (the default), a repeated one as null (refused), else as given', () => {
    const params = new URLSearchParams('view=%20pieces%20&twice=a&twice=b&empty=');
    expect(optionalParam(params, 'view')).toBe('pieces');
    expect(optionalParam(params, 'absent')).toBeUndefined();
    expect(optionalParam(params, 'twice')).toBeNull();
    expect(optionalParam(params, 'empty')).toBe('');
  });
});
