import { Alert, Button, LinearProgress, List, ListItem, ListItemText, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { referralsPerPage, useMyReferrals } from '../api/referrals';
import { texts } from '../texts';
import { DashboardCard } from './cards';

// ReferralsCard is an employee's Home: the people they referred, newest
// first, each with where it stands in plain words, and the way to refer
// someone else.
export function ReferralsCard() {
  const [page, setPage] = useState(1);
  const referrals = useMyReferrals(true, page);
  const items = referrals.data?.data.referrals ?? [];
  const total = referrals.data?.meta.total ?? 0;
  return (
    <DashboardCard
      id="referrals"
      title={texts.referralsTitle}
      actions={
        <Button component={RouterLink} to="/jobs" variant="outlined">
          {texts.referSomeone}
        </Button>
      }
    >
      {referrals.isLoading ? (
        <LinearProgress aria-label={texts.loading} />
      ) : referrals.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void referrals.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {texts.referralsFailed}
        </Alert>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{texts.noReferrals}</Typography>
      ) : (
        <>
          <List dense aria-label={texts.referralsTitle}>
            {items.map((r) => (
              <ListItem key={r.slug} disableGutters divider>
                <ListItemText
                  primary={`${r.name} · ${r.job_title}`}
                  secondary={r.progress}
                  slotProps={{ secondary: { sx: { color: 'text.primary', fontWeight: 500 } } }}
                />
              </ListItem>
            ))}
          </List>
          {total > referralsPerPage && (
            <Pagination
              sx={{ mt: 1 }}
              count={Math.ceil(total / referralsPerPage)}
              page={page}
              onChange={(_, p) => setPage(p)}
              getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : type === 'next' ? 'Next page' : 'Previous page')}
            />
          )}
        </>
      )}
    </DashboardCard>
  );
}
