import { hubRole } from '../../api/session';
import { useSession } from '../../api/use-session';

// useViewer tells the board's three audiences apart (spec 6): a talenthub
// candidate (Quick Apply), a company user (Post Job), or nobody signed in
// (apply goes to the talenthub login).
export function useViewer(): 'candidate' | 'company' | 'anonymous' {
  const session = useSession();
  if (!session) return 'anonymous';
  const hubCandidate = session.roles.includes(hubRole);
  return hubCandidate ? 'candidate' : 'company';
}
