import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockedDateLabel, windowLengthLabel } from '@/domain/fulfilment/opening-hours';
import { DEFAULT_SCHEDULE } from '@/domain/fulfilment/schedule';
import { DEFAULT_PICKUP_NOTE, type FulfilmentSettings, settingsOfSchedule } from '@/domain/schemas';
import {
  checkHoursForm,
  DATE_ALREADY_BLOCKED,
  DATE_PASSED,
  DATE_TO_BLOCK_MISSING,
  dateToBlockProblem,
  formValuesOf,
  leadHoursText,
  leadMinutesOf,
  withBlockedDate,
} from '@/islands/admin/dashboard/hours/hours-form-values';
import { newRange } from '@/components/admin/weekly-hours/week-values';
import { OpeningHoursForm } from '@/islands/admin/dashboard/hours/opening-hours-form';

const TODAY = '2026-12-01';
const SAVED: FulfilmentSettings = {
  ...settingsOfSchedule(DEFAULT_SCHEDULE, DEFAULT_PICKUP_NOTE),
  hours: {
    ...settingsOfSchedule(DEFAULT_SCHEDULE, DEFAULT_PICKUP_NOTE).hours,
    '1': [],
    '5': [
      { start: '11:00', end: '14:00' },
      { start: '17:00', end: '21:00' },
    ],
  },
  blockedDates: ['2026-11-26', '2026-12-25', '2027-01-01'],
  leadMinutes: 90,
};

describe('the hours form', () => {
  it('starts from the saved schedule: closed days switched off, lead time in hours, past blocked dates left out', () => {
    const values = formValuesOf(SAVED, TODAY);
    expect(values.days['1']).toMatchObject({ open: false, ranges: [{ start: '11:00', end: '19:00' }] });
    expect(values.days['5'].ranges).toMatchObject([
      { start: '11:00', end: '14:00' },
      { start: '17:00', end: '21:00' },
    ]);
    expect(values.blockedDates).toEqual(['2026-12-25', '2027-01-01']);
    expect(values).toMatchObject({
      leadHours: '1.5',
      windowMinutes: '30',
      windowCapacity: '4',
      dayCapacity: '40',
      horizonDays: '7',
      windowPieces: '',
    });
    expect(formValuesOf({ ...SAVED, windowPieces: 120 }, TODAY).windowPieces).toBe('120');
  });

  it('sends the pieces per window as a number, an empty field as no limit (null)', () => {
    const values = formValuesOf({ ...SAVED, windowPieces: 120 }, TODAY);
    expect(checkHoursForm({ ...values, windowPieces: ' 80 ' })).toMatchObject({
      ok: true,
      payload: { windowPieces: 80 },
    });
    expect(checkHoursForm({ ...values, windowPieces: ' ' })).toMatchObject({
      ok: true,
      payload: { windowPieces: null },
    });
    for (const typed of ['0', '2.5', 'lots', '1000001']) {
      expect(checkHoursForm({ ...values, windowPieces: typed })).toEqual({
        ok: false,
        errors: { windowPieces: 'Pieces per window must be a whole number from 1 to 1,000,000, or empty for no limit' },
      });
    }
  });

  it('sends what the server takes: a closed day with no hours, the lead time in whole minutes', () => {
    const values = formValuesOf(SAVED, TODAY);
    const result = checkHoursForm({ ...values, leadHours: ' 0.5 ', windowCapacity: '6', dayCapacity: '60' });
    expect(result).toEqual({
      ok: true,
      payload: {
        ...SAVED,
        blockedDates: ['2026-12-25', '2027-01-01'],
        leadMinutes: 30,
        windowCapacity: 6,
        dayCapacity: 60,
      },
    });
  });

  it("marks each problem beside its field in the API's words, the lead time in hours", () => {
    const values = formValuesOf(SAVED, TODAY);
    values.days['3'] = { open: true, ranges: [newRange({ start: '15:00', end: '' }), newRange({ start: '09:00' })] };
    const result = checkHoursForm({ ...values, leadHours: '', windowCapacity: '3.5', horizonDays: 'soon' });
    expect(result).toEqual({
      ok: false,
      errors: {
        'hours.3.0.end': 'Enter a closing time, such as 19:00',
        'hours.3.1.end': 'Enter a closing time, such as 19:00',
        leadMinutes: 'Enter the lead time in hours, such as 3 or 1.5',
        windowCapacity: 'Orders per window must be a whole number from 1 to 1,000',
        horizonDays: 'Days ahead must be a whole number from 0 to 60',
      },
    });
    expect(checkHoursForm({ ...formValuesOf(SAVED, TODAY), leadHours: '200' })).toEqual({
      ok: false,
      errors: { leadMinutes: 'Lead time must be from 0 to 168 hours' },
    });
  });

  it('reads hours and minutes both ways', () => {
    expect([180, 90, 30, 20, 0].map(leadHoursText)).toEqual(['3', '1.5', '0.5', '0.33', '0']);
    expect(leadMinutesOf('0.33')).toBe(20);
    expect(leadMinutesOf('2')).toBe(120);
    expect(leadMinutesOf('')).toBeNull();
    expect(leadMinutesOf('3 hours')).toBeNull();
  });

  it('blocks a date once, from today on, and lists the dates in order with readable labels', () => {
    expect(dateToBlockProblem('', [], TODAY)).toBe(DATE_TO_BLOCK_MISSING);
    expect(dateToBlockProblem('2026-11-30', [], TODAY)).toBe(DATE_PASSED);
    expect(dateToBlockProblem('2026-12-25', ['2026-12-25'], TODAY)).toBe(DATE_ALREADY_BLOCKED);
    expect(dateToBlockProblem(TODAY, [], TODAY)).toBeNull();
    expect(withBlockedDate(['2026-12-25', '2027-01-01'], '2026-12-24')).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2027-01-01',
    ]);
    expect(blockedDateLabel('2026-12-25', TODAY)).toBe('Fri, Dec 25');
    expect(blockedDateLabel('2027-01-01', TODAY)).toBe('Fri, Jan 1, 2027');
    expect([15, 60, 90, 120].map(windowLengthLabel)).toEqual(['15 minutes', '1 hour', '1 hour 30 minutes', '2 hours']);
  });

  it('labels every control and states the time zone', () => {
    const html = renderToStaticMarkup(createElement(OpeningHoursForm, { settings: SAVED }));
    expect(html).toContain('Times are Kansas City time (America/Chicago).');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(html).toContain(`Open<span class="sr-only"> on ${day}</span>`);
    }
    // Six open days, Friday with two sets of hours: seven of each time field; and the prep e-mail's.
    expect(html.match(/type="time"/g)).toHaveLength(15);
    expect(html).toContain('Opens<span class="sr-only"> on Friday, hours 2</span>');
    expect(html).toContain('aria-label="Remove Friday hours 2"');
    expect(html).toContain('Closed all day: customers can&#x27;t choose Mondays.');
    for (const label of [
      'Date to block',
      'Lead time (hours)',
      'Window length',
      'Orders per window',
      'Orders per day',
      'Pieces per window',
      'Morning prep e-mail',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('Save Hours');
  });
});
