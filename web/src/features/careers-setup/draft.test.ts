import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, previewOf } from './draft';

const saved = {
  id: 1,
  slug: 'acme',
  name: 'Acme',
  logo_url: '/media/careers/1/logo.png',
  customStyle: { themePrimaryColor: '#0f766e', themeSecondaryColor: '#fbbf24', font: 'humanist' as const, dark: false, fontFamily: 'Gill Sans' },
  values: null,
  carousels: [{ title: 'Offices', images: [{ key: 'careers/1/a.png', url: '/media/careers/1/a.png', alt: 'Pune' }] }],
};

describe('the careers page draft', () => {
  it('starts from the saved page with empty lists, never null', () => {
    const d = draftOf(saved);
    expect(d.values).toEqual([]);
    expect(d.customStyle?.themePrimaryColor).toBe('#0f766e');
    expect(d.options).toEqual({ hide_location_filter: false, ask_location_and_company: false, show_salary: false });
  });

  it('sends pictures by key and alt only', () => {
    expect(inputOf(draftOf(saved)).carousels).toEqual([{ title: 'Offices', images: [{ key: 'careers/1/a.png', alt: 'Pune' }] }]);
  });

  it('previews the draft’s font rather than the saved one', () => {
    const d = draftOf(saved);
    d.customStyle = { ...d.customStyle, font: 'serif' };
    const p = previewOf(saved, d);
    expect(p.customStyle).toEqual({ themePrimaryColor: '#0f766e', themeSecondaryColor: '#fbbf24', font: 'serif', dark: false, fontFamily: undefined });
    expect(p.logo_url).toBe('/media/careers/1/logo.png');
  });
});
