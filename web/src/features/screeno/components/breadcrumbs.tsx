import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

// Breadcrumbs lead back through the screening pages; the last is the page.
export function Breadcrumbs({ trail }: { trail: Array<{ label: string; to?: string }> }) {
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ mb: 2 }}>
      {trail.map((step) =>
        step.to ? (
          <Link key={step.label} component={RouterLink} to={step.to} underline="hover" color="inherit">
            {step.label}
          </Link>
        ) : (
          <Typography key={step.label} color="text.primary" aria-current="page">
            {step.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
