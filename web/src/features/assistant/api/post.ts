import { api } from '../../../api/client';

// postUntyped posts to a route the generated contract does not list yet
// (the assistant's routes land in a parallel branch): the client's typed
// post with the route's types written by hand in ../types.ts.
// TODO(lead): switch to types.gen.ts after merge
export const postUntyped = api.post as unknown as <T>(route: string, options: { body: unknown }) => Promise<T>;
