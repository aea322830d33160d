import { cardIds, type CardId } from './components/cards';

// Layout is the arranged Home of one user: the cards' order and the ones
// hidden. It lives in localStorage under the user's id (docs/decisions.md:
// per user and per browser; no server-side preference yet).
export type Layout = { order: CardId[]; hidden: CardId[] };

export const defaultLayout: Layout = { order: [...cardIds], hidden: [] };

export function layoutKey(userId: number) {
  return `hirekit.dashboard-layout.${userId}`;
}

function isCard(value: unknown): value is CardId {
  return typeof value === 'string' && (cardIds as string[]).includes(value);
}

// normalize keeps known cards once each, in the stored order, and appends
// cards the stored layout does not know yet (a card added later).
export function normalize(value: unknown): Layout {
  const raw = (value ?? {}) as { order?: unknown; hidden?: unknown };
  const order: CardId[] = [];
  for (const id of Array.isArray(raw.order) ? raw.order : []) {
    if (isCard(id) && !order.includes(id)) order.push(id);
  }
  for (const id of cardIds) if (!order.includes(id)) order.push(id);
  const hidden = (Array.isArray(raw.hidden) ? raw.hidden : []).filter(isCard).filter((id, i, all) => all.indexOf(id) === i);
  return { order, hidden };
}

export function loadLayout(userId: number): Layout {
  try {
    const raw = localStorage.getItem(layoutKey(userId));
    return raw ? normalize(JSON.parse(raw)) : defaultLayout;
  } catch {
    return defaultLayout;
  }
}

export function saveLayout(userId: number, layout: Layout) {
  try {
    localStorage.setItem(layoutKey(userId), JSON.stringify(layout));
  } catch {
    // A full or blocked storage keeps the layout for this visit only.
  }
}

// move shifts a card by delta places (−1 up, +1 down) among the order.
export function move(layout: Layout, id: CardId, delta: -1 | 1): Layout {
  const order = [...layout.order];
  const from = order.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to], order[from]];
  return { ...layout, order };
}

export function hide(layout: Layout, id: CardId): Layout {
  return layout.hidden.includes(id) ? layout : { ...layout, hidden: [...layout.hidden, id] };
}

export function show(layout: Layout, id: CardId): Layout {
  return { ...layout, hidden: layout.hidden.filter((h) => h !== id) };
}
