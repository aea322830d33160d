// providerNames are the ATS providers as people read them.
export const providerNames: Record<string, string> = { greenhouse: 'Greenhouse', lever: 'Lever', hirekit_ats: 'Hirekit ATS' };
