import { describe, expect, it } from 'vitest';
import { cardWidth, cardsShown, clampStart, swipe } from './carousel-rules';

describe('the carousel', () => {
  it('shows 1, 2 or 3 cards under 600, under 1500 and wider', () => {
    expect([320, 599, 600, 1499, 1500, 2400].map(cardsShown)).toEqual([1, 1, 2, 2, 3, 3]);
    expect([cardWidth(375), cardWidth(1024)]).toEqual([330, 450]);
  });

  it('turns on a swipe of more than 50px', () => {
    expect(swipe(200, 150)).toBe(0);
    expect(swipe(200, 149)).toBe(1);
    expect(swipe(100, 151)).toBe(-1);
  });

  it('keeps the first card within the list', () => {
    expect(clampStart(5, 4, 2)).toBe(2);
    expect(clampStart(-1, 4, 2)).toBe(0);
    expect(clampStart(1, 2, 3)).toBe(0);
  });
});
