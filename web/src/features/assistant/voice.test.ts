// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wallTime } from './fields';
import { promptProblem } from './prompt-rules';
import { correctTranscript } from './voice';

describe('correctTranscript', () => {
  it.each([
    ['open hire kit', 'open Hirekit'],
    ['Higher kit jobs', 'Hirekit jobs'],
    ['send a self schedule link', 'send a self-schedule link'],
    ['self scheduling link to Priya', 'self-scheduling link to Priya'],
    ['candidates in t a screen', 'candidates in TA screen'],
    ['schedule Priya tomorrow', 'schedule Priya tomorrow'],
  ])('%j → %j', (heard, want) => expect(correctTranscript(heard)).toBe(want));
});

describe('promptProblem', () => {
  it('needs words and at most 500 characters', () => {
    expect(promptProblem('   ')).toBe('Please enter a prompt');
    expect(promptProblem('a'.repeat(501))).toBe('Please write a shorter prompt (Up to 500 characters)');
    expect(promptProblem('a'.repeat(500))).toBeNull();
  });
});

describe('wallTime', () => {
  it('reads RFC 3339 on the zone clock and bare times as they are', () => {
    expect(wallTime('2026-12-01T10:30:00Z', 'Asia/Kolkata')).toEqual({ date: '2026-12-01', time: '16:00' });
    expect(wallTime('2026-12-01T23:30:00+05:30', 'Europe/London')).toEqual({ date: '2026-12-01', time: '18:00' });
    expect(wallTime('2026-12-01T16:00', 'Asia/Kolkata')).toEqual({ date: '2026-12-01', time: '16:00' });
    expect(wallTime('', 'Asia/Kolkata')).toBeUndefined();
    expect(wallTime('garbage', 'Asia/Kolkata')).toBeUndefined();
  });
});
