// The image carousels' rules (spec 2.9 and 9): 1, 2 or 3 cards at window
// widths under 600, under 1500 and wider; cards 450px wide (330 on small
// screens) 40px apart; a swipe of more than 50px turns the page.

export const swipeThreshold = 50;
export const cardGap = 40;

export function cardsShown(width: number): number {
  if (width < 600) return 1;
  if (width < 1500) return 2;
  return 3;
}

export function cardWidth(width: number): number {
  return width < 600 ? 330 : 450;
}

// swipe turns a horizontal drag into a step: -1 back, 1 forward, 0 none.
export function swipe(startX: number, endX: number): -1 | 0 | 1 {
  const dx = endX - startX;
  if (Math.abs(dx) <= swipeThreshold) return 0;
  return dx < 0 ? 1 : -1;
}

// clampStart keeps the first shown card within the list.
export function clampStart(start: number, count: number, shown: number): number {
  return Math.max(0, Math.min(start, Math.max(0, count - shown)));
}
