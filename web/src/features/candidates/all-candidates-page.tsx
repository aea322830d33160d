import { CandidateList } from './components/candidate-list';
import { ExportButton } from './export-button';
import { texts } from './texts';

// AllCandidatesPage is /all-candidates-view: the dense spreadsheet of every
// job's candidates, dates within 2 years back.
export function AllCandidatesPage() {
  return <CandidateList view="spreadsheet" title={texts.spreadsheetTitle} actions={<ExportButton view="spreadsheet" />} />;
}
