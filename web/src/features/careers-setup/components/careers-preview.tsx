import { Box } from '@mui/material';
import { LandingView } from '../../../careers/landing-page';
import type { components } from '../../../api/types.gen';
import '../../../careers/careers.css';

type Company = components['schemas']['CareersCompany'];
type Job = components['schemas']['CareersJob'];

// CareersPreview shows the careers landing page as it will look, drawn by
// the careers pages' own component with the unsaved settings.
export function CareersPreview({ company, jobs }: { company: Company; jobs: Job[] }) {
  return (
    <Box
      role="region"
      aria-label="Preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto', maxHeight: '80vh', '& .ck': { minHeight: 'auto' } }}
      // The preview is a picture of the page: its links lead nowhere.
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest('a')) e.preventDefault();
      }}
    >
      <LandingView company={company} jobs={jobs} />
    </Box>
  );
}
