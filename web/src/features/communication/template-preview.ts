import type { components } from '../../api/types.gen';

export type TemplateVariable = components['schemas']['TemplateVariable'];

const variable = /\{\{\s*([a-zA-Z_]+)\s*\}\}/g;

// fillTemplate replaces each {{variable}} with its value, the way the server
// does when it sends (recruit.FillTemplate): names are case-insensitive and
// unknown ones stay as written.
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(variable, (whole, name: string) => values[name.toLowerCase()] ?? whole);
}

// unknownVariables lists the {{names}} that are not template variables, so a
// typo shows while typing instead of when saving.
export function unknownVariables(text: string, known: readonly TemplateVariable[]): string[] {
  const names = new Set(known.map((v) => v.name ?? ''));
  const out: string[] = [];
  for (const [, name] of text.matchAll(variable)) {
    const lower = name.toLowerCase();
    if (!names.has(lower) && !out.includes(name)) out.push(name);
  }
  return out;
}

// exampleValues are the preview's values: each variable's example.
export function exampleValues(known: readonly TemplateVariable[]): Record<string, string> {
  return Object.fromEntries(known.map((v) => [v.name ?? '', v.example ?? '']));
}
