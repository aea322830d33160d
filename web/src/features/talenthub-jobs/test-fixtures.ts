// Board answers for the pages' tests.
export function boardJob(over: Record<string, unknown> = {}) {
  return {
    slug: 'go-engineer',
    company_slug: 'acme',
    designation: 'Go Engineer',
    talenthub_company: 'Acme',
    company_logo_url: '',
    job_type: 'full_time',
    job_type_display: 'Full-time',
    salary_range_display: 'INR 1,000,000 – 2,000,000',
    location: 'Bengaluru, India',
    experience_range: [2, 5],
    requirement_list: [
      { type: 'experience', enabled: true, data: { text: '2–5 years' } },
      { type: 'skill', enabled: true, data: { name: 'Go', slug: 'go', proficiency: 2 } },
      { type: 'skill', enabled: true, data: { name: 'Python', slug: 'python', proficiency: 0 } },
    ],
    applied: false,
    external_link: 'http://careers.localhost/acme/go-engineer',
    status: 'open',
    job_description: '<p>Build things.</p>',
    published_at: '2026-11-01T00:00:00Z',
    ...over,
  };
}

export const skillsAnswer = {
  data: {
    skills: [
      { name: 'Go', slug: 'go', category: 'Languages' },
      { name: 'Python', slug: 'python', category: 'Languages' },
      { name: 'Java', slug: 'java', category: 'Languages' },
    ],
  },
};
