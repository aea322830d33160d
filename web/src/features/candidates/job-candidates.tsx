import { CandidateList } from './components/candidate-list';
import { texts } from './texts';

// JobCandidates is a job page's Candidates tab: the candidate list of that
// job, with the filter of ?navigation_token= (the assistant's "filter
// candidates of a job" opens /jobs/{id}?navigation_token=…) and its chips.
export function JobCandidates({ jobId }: { jobId: number }) {
  return <CandidateList view="candidates" title={texts.candidatesTitle} jobId={jobId} />;
}
