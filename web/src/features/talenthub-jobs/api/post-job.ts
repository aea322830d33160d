import { api, type Body } from '../../../api/client';

export type PostJobBody = Body<'talenthub/company/jobs'>;

// postJob posts (or changes) one of the company's live jobs on the board.
export function postJob(body: PostJobBody) {
  return api.post('talenthub/company/jobs', { body });
}
