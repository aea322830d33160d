import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links';

describe('socialLinks', () => {
  it('keeps http(s) links of known sites in the spec order', () => {
    expect(socialLinks({ github: 'https://github.com/ada', linkedin: 'https://www.linkedin.com/in/ada', website: 'javascript:alert(1)', myspace: 'https://x.test' })).toEqual([
      { site: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
      { site: 'github', name: 'GitHub', url: 'https://github.com/ada' },
    ]);
    expect(socialLinks(null)).toEqual([]);
  });
});
