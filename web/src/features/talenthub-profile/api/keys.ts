// Every query of the profile editor lives under one prefix: an edit
// refreshes the profile, its completion and the resume draft at once.
export const hubProfileKeys = {
  all: ['talenthub-profile'] as const,
  own: ['talenthub-profile', 'own'] as const,
  completion: ['talenthub-profile', 'completion'] as const,
  draft: ['talenthub-profile', 'draft'] as const,
};
