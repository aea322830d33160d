import type { components } from '../../api/types.gen';

type Company = components['schemas']['CareersCompany'];
export type Draft = components['schemas']['CareersPageInput'];
export type Item = components['schemas']['CareersItem'];
export type Link = components['schemas']['CareersLink'];
export type Image = components['schemas']['CareersImage'];
export type Carousel = components['schemas']['CareersCarousel'];

// draftOf is the editable part of a saved careers page, lists never null.
export function draftOf(c: Company): Draft {
  return {
    sub_heading: c.sub_heading ?? '',
    website_url: c.website_url ?? '',
    social_links: { linkedin: '', twitter: '', youtube: '', instagram: '', facebook: '', ...c.social_links },
    customStyle: {
      themePrimaryColor: c.customStyle?.themePrimaryColor ?? '#1d4ed8',
      themeSecondaryColor: c.customStyle?.themeSecondaryColor ?? '#f59e0b',
      font: c.customStyle?.font ?? 'system',
      dark: c.customStyle?.dark ?? false,
    },
    hero: { heading: c.hero?.heading ?? '', subheading: c.hero?.subheading ?? '' },
    life_at: { title: c.life_at?.title ?? '', text: c.life_at?.text ?? '', images: c.life_at?.images ?? [] },
    values: c.values ?? [],
    benefits: c.benefits ?? [],
    news: c.news ?? [],
    videos: c.videos ?? [],
    carousels: c.carousels ?? [],
    privacy_policy_url: c.privacy_policy_url ?? '',
    terms_url: c.terms_url ?? '',
    options: { hide_location_filter: false, ask_location_and_company: false, show_salary: false, ...c.options },
  };
}

// previewOf is the company as its page would show it with the draft.
export function previewOf(c: Company, d: Draft): Company {
  return { ...c, ...d, customStyle: { ...d.customStyle, fontFamily: undefined } };
}

// inputOf is what PUT company/careers-page takes: pictures by key and text.
export function inputOf(d: Draft): Draft {
  const images = (list: Image[] | null | undefined) => (list ?? []).map(({ key, alt }) => ({ key, alt }));
  return {
    ...d,
    life_at: { ...d.life_at, images: images(d.life_at?.images) },
    carousels: (d.carousels ?? []).map((c) => ({ title: c.title, images: images(c.images) })),
  };
}
