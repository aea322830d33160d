import { Alert, Box, Card, CardContent, LinearProgress, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useCompletion, type Completion } from './api/get-completion';
import { errorText } from './error-text';

// The spec (9): a candidate needs a profile more than 60% complete.
export const completionThreshold = 60;

// CompletionCard shows the profile's completion and what is missing. It
// reads GET talenthub/candidate/completion itself, so the dashboard (in
// src/app) places it as it is; the editor passes the value it has.
export function CompletionCard({ completion, title = 'Profile completion' }: { completion?: Completion; title?: string }) {
  const query = useCompletion(!completion);
  const data = completion ?? query.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="completion-title">
      <CardContent>
        <Typography id="completion-title" variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {!data && query.isLoading && <Skeleton variant="rounded" height={48} aria-label="Loading completion" />}
        {!data && query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
        {data && <CompletionBody completion={data} />}
      </CardContent>
    </Card>
  );
}

function CompletionBody({ completion }: { completion: Completion }) {
  const { percent, missing } = completion;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent > completionThreshold ? 'success' : 'warning'}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
          aria-label="Profile completion"
          aria-valuetext={`${percent}% complete`}
        />
        <Typography variant="h6" component="p" data-testid="completion-percent">
          {percent}%
        </Typography>
      </Box>
      {percent <= completionThreshold && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Complete more than {completionThreshold}% of your profile to apply to jobs.
        </Typography>
      )}
      {missing.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            What is missing
          </Typography>
          <List dense aria-label="What is missing">
            {missing.map((part) => (
              <ListItem key={part.key} disableGutters>
                <ListItemText primary={part.label} secondary={`+${part.weight}%`} />
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Typography sx={{ mt: 2 }}>Your profile is complete.</Typography>
      )}
    </>
  );
}
