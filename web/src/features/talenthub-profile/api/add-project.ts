import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { useProfileMutation } from './use-profile-mutation';

export type ProjectInput = components['schemas']['HubProjectRequest'];

export function addProject(input: ProjectInput) {
  return api.post('talenthub/candidate/projects', { body: input });
}

export const useAddProject = () => useProfileMutation(addProject);
