// The confirmation panel's pages (spec 2). The filter actions' pages come
// from the server (perform-action's link: /candidates?navigation_token=… or
// /jobs/{id}?navigation_token=…), which encodes the whole filter.
export const timelineLink = (slug: string) => `/candidate-timeline/${slug}`;
export const usersLink = '/company-settings/users';
export const agenciesLink = '/company-settings/agencies';
