import { useUserContext } from '../../api/queries/user-context';
import { roleLabel, roleNeedsUpgrade, useVocabulary, type RoleOption } from '../../api/queries/vocabulary';
import { useFeatures } from './api/get-features';

export type Roles = {
  // grantable are the roles the signed-in user may give, in the spec's order.
  grantable: RoleOption[];
  label: (role: string) => string;
  // needsUpgrade: the role needs a module the company has turned off, so
  // the form offers 'Upgrade plan' instead.
  needsUpgrade: (role: string) => boolean;
};

// useRoles reads the roles from the server: their names and modules from
// the vocabulary, and the ones this user may grant from their context.
export function useRoles(): Roles {
  const options = useVocabulary().data?.roles ?? [];
  const grantable = useUserContext().data?.user?.grantable_roles ?? [];
  const features = useFeatures().data?.feature_details;
  const optionOf = (role: string) => options.find((option) => option.value === role);
  return {
    grantable: grantable.map((role) => optionOf(role) ?? { value: role, title: role }),
    label: (role) => roleLabel(options, role),
    needsUpgrade: (role) => {
      const option = optionOf(role);
      return option ? roleNeedsUpgrade(option, features) : false;
    },
  };
}
