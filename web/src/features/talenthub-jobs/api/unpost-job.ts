import { api } from '../../../api/client';

// unpostJob takes the company's job off the board.
export function unpostJob(requisitionId: number) {
  return api.delete('talenthub/company/jobs/{requisitionId}', { path: { requisitionId } });
}
