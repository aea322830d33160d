import { describe, expect, it } from 'vitest';
import { durationsFor, initialDuration, validateLink, validateSchedule } from './rules';
import { addMinutes, defaultSpecZone, fiveMinuteTimes, specZones } from './time';

const schedule = { slug: 'abc', roundId: 1, panelIds: [2], date: '2026-12-01', start: '10:00', endDate: '2026-12-01', end: '11:00', videoLink: '' };
const link = { slug: 'abc', roundId: 1, panelIds: [2], duration: 30 as number | '', start: '09:00', end: '18:00', videoLink: '' };

describe('schedule rules', () => {
  it('requires a candidate with the spec text', () => {
    expect(validateSchedule({ ...schedule, slug: '' }).candidate).toBe('Please select a candidate');
  });
  it('refuses an end before the start, allows an equal one', () => {
    expect(validateSchedule({ ...schedule, end: '09:55' }).end).toBeDefined();
    expect(validateSchedule({ ...schedule, end: '10:00' }).end).toBeUndefined();
    expect(validateSchedule({ ...schedule, endDate: '2026-12-02', end: '00:30' }).end).toBeUndefined();
  });
  it('accepts a complete form and refuses a link that is not http(s)', () => {
    expect(validateSchedule(schedule)).toEqual({});
    expect(validateSchedule({ ...schedule, videoLink: 'ftp://x' }).videoLink).toBeDefined();
  });
  it('an hour later crosses midnight', () => {
    expect(addMinutes('2026-12-31', '23:30', 60)).toEqual({ date: '2027-01-01', time: '00:30' });
    expect(addMinutes('2026-12-01', '10:05', 60)).toEqual({ date: '2026-12-01', time: '11:05' });
  });
  it('offers a 24-hour clock in 5-minute steps', () => {
    expect(fiveMinuteTimes).toHaveLength(288);
    expect(fiveMinuteTimes[0]).toBe('00:00');
    expect(fiveMinuteTimes[1]).toBe('00:05');
    expect(fiveMinuteTimes.at(-1)).toBe('23:55');
    expect(fiveMinuteTimes).toContain('13:00');
  });
});

describe('self-schedule link rules', () => {
  it('requires a candidate with the spec text', () => {
    expect(validateLink({ ...link, slug: '' }).candidate).toBe('Please select a candidate!');
  });
  it('needs working hours that start before they end', () => {
    expect(validateLink({ ...link, start: '18:00', end: '09:00' }).range).toBe('Please select a proper availability range.');
    expect(validateLink({ ...link, start: '09:00', end: '09:00' }).range).toBe('Please select a proper availability range.');
    expect(validateLink(link)).toEqual({});
  });
  it('offers durations by calendar and drops a prefilled one not offered', () => {
    expect(durationsFor('google')).toEqual([15, 30, 45, 60]);
    expect(durationsFor('builtin')).toEqual([15, 30, 45, 60]);
    expect(durationsFor('outlook')).toEqual([30, 60]);
    expect(initialDuration('outlook', 45)).toBe('');
    expect(initialDuration('outlook', 30)).toBe(30);
    expect(initialDuration('google', 45)).toBe(45);
    expect(initialDuration('google')).toBe(60);
  });
  it('defaults the zone to the browser zone when listed, else the first', () => {
    expect(specZones).toHaveLength(11);
    expect(defaultSpecZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(defaultSpecZone('Europe/Berlin')).toBe('Etc/UTC');
  });
});
