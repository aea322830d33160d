// The theme of a careers page from the company's customStyle. Whatever
// colours an admin picks, text stays readable (WCAG AA, 4.5:1). The server
// computes the same variables for the page it sends
// (internal/careers/theme.go); theme-vectors.json holds cases both check.

export type CareersStyle = {
  themePrimaryColor?: string;
  themeSecondaryColor?: string;
  font?: string;
  fontFamily?: string;
  dark?: boolean;
};

export const defaultPrimary = '#1d4ed8';
export const defaultSecondary = '#f59e0b';

export const fonts: Record<string, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: '"Gill Sans", "Gill Sans MT", Seravek, "Trebuchet MS", Calibri, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, monospace',
};

const hex = /^#[0-9a-fA-F]{6}$/;

function colourOr(c: string | undefined, def: string): string {
  return c && hex.test(c) ? c.toLowerCase() : def;
}

function rgb(c: string): [number, number, number] {
  return [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return (
    '#' +
    [0, 1, 2]
      .map((i) =>
        Math.round(x[i] + (y[i] - x[i]) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

function onColour(bg: string): string {
  return contrast('#ffffff', bg) >= contrast('#111827', bg) ? '#ffffff' : '#111827';
}

function readable(c: string, towards: string, backgrounds: string[]): string {
  for (let i = 0; i <= 20; i++) {
    const m = mix(c, towards, i / 20);
    if (backgrounds.every((bg) => contrast(m, bg) >= 4.5)) return m;
  }
  return towards;
}

// themeVars are the CSS variables of a page, in the server's order.
export function themeVars(style: CareersStyle | undefined): [string, string][] {
  const dark = !!style?.dark;
  const [bg, surface, fg, muted, border] = dark
    ? ['#0b1220', '#131c2e', '#e5e7eb', '#a3acb9', '#263147']
    : ['#ffffff', '#f6f7f9', '#111827', '#4b5563', '#e5e7eb'];
  const primary = colourOr(style?.themePrimaryColor, defaultPrimary);
  const secondary = colourOr(style?.themeSecondaryColor, defaultSecondary);
  return [
    ['--ck-primary', primary],
    ['--ck-on-primary', onColour(primary)],
    ['--ck-secondary', secondary],
    ['--ck-on-secondary', onColour(secondary)],
    ['--ck-accent', readable(primary, fg, [bg, surface])],
    ['--ck-bg', bg],
    ['--ck-surface', surface],
    ['--ck-fg', fg],
    ['--ck-muted', muted],
    ['--ck-border', border],
    ['--ck-font', style?.fontFamily ?? fonts[style?.font ?? 'system'] ?? fonts.system],
  ];
}

// themeStyle is themeVars as a React style object.
export function themeStyle(style: CareersStyle | undefined): Record<string, string> {
  return Object.fromEntries(themeVars(style));
}
