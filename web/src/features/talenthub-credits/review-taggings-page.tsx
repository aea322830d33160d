import { Alert, Button, Card, CardContent, Chip, Container, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { useSnackbar } from '../../components/toasts';
import { AdminGate, Forbidden } from './admin-gate';
import { useAdminProfile, type AdminTagging } from './api/get-admin-profile';
import { useReviewSkill, type SkillAction } from './api/review-skill';
import {
  flaggedToast,
  noEvidenceText,
  noTaggingsText,
  taggingsIntro,
  taggingsTitle,
  flagText,
  noSkillsText,
  notFoundText,
  proficiencyText,
  removedToast,
  removeText,
  retryText,
  reviewIntro,
  reviewTitle,
  somethingWrongText,
} from './texts';

// ReviewTaggingsPage is /talenthub/admin/review-taggings/{talenthubCandidateId}:
// a platform admin reads a candidate's profile and corrects its skills
// (flag -1 or remove).
export function ReviewTaggingsPage() {
  return (
    <AdminGate>
      <ReviewTaggings />
    </AdminGate>
  );
}

function ReviewTaggings() {
  const { talenthubCandidateId } = useParams();
  const id = /^\d+$/.test(talenthubCandidateId ?? '') ? Number(talenthubCandidateId) : 0;
  const profile = useAdminProfile(id);
  const review = useReviewSkill(id);
  const { enqueueSnackbar } = useSnackbar();
  const status = profile.error && 'status' in profile.error ? profile.error.status : 0;
  if (status === 403) return <Forbidden />;
  const c = profile.data?.candidate;

  function act(slug: string, action: SkillAction) {
    review.mutate(
      { id, slug, action },
      {
        onSuccess: () => enqueueSnackbar(action === 'flag' ? flaggedToast : removedToast, { variant: 'success' }),
        onError: (err) => enqueueSnackbar(err.message || somethingWrongText, { variant: 'error' }),
      },
    );
  }

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {reviewTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {reviewIntro}
      </Typography>
      {id === 0 || status === 404 ? (
        <Alert severity="warning">{notFoundText}</Alert>
      ) : profile.isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" aria-label="Loading the profile" />
      ) : profile.isError || !c ? (
        <Alert severity="error" action={<Button onClick={() => void profile.refetch()}>{retryText}</Button>}>
          {profile.error?.message || somethingWrongText}
        </Alert>
      ) : (
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="review-who">
            <CardContent>
              <Typography id="review-who" variant="h5" component="h2">
                {c.name || c.username}
              </Typography>
              <Typography color="text.secondary">
                @{c.username}
                {c.headline ? ` · ${c.headline}` : ''}
              </Typography>
              {(c.experiences ?? []).map((e) => (
                <Typography key={e.id} variant="body2">
                  {e.designation} at {e.company} ({e.start} – {e.end || 'now'})
                </Typography>
              ))}
              {(c.educations ?? []).map((e) => (
                <Typography key={e.id} variant="body2">
                  {e.degree}
                  {e.major ? `, ${e.major}` : ''} — {e.institute}
                </Typography>
              ))}
              {c.resume_url && (
                <Button href={c.resume_url} target="_blank" rel="noopener" sx={{ mt: 1, px: 0 }}>
                  View Resume
                </Button>
              )}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="review-skills">
            <CardContent>
              <Typography id="review-skills" variant="h5" component="h2" gutterBottom>
                Skills
              </Typography>
              {(c.skills ?? []).length === 0 ? (
                <Typography>{noSkillsText}</Typography>
              ) : (
                <List disablePadding>
                  {(c.skills ?? []).map((s) => (
                    <ListItem key={s.slug} divider disableGutters>
                      <ListItemText primary={s.name} />
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Chip size="small" color={(s.proficiency ?? 0) < 0 ? 'error' : 'default'} label={proficiencyText(s.proficiency ?? 0)} />
                        <Button
                          size="small"
                          disabled={review.isPending || (s.proficiency ?? 0) < 0}
                          onClick={() => act(s.slug ?? '', 'flag')}
                          aria-label={`${flagText} ${s.name}`}
                        >
                          {flagText}
                        </Button>
                        <Button size="small" color="error" disabled={review.isPending} onClick={() => act(s.slug ?? '', 'remove')} aria-label={`${removeText} ${s.name}`}>
                          {removeText}
                        </Button>
                      </Stack>
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Taggings taggings={profile.data?.taggings ?? []} />
        </Stack>
      )}
    </Container>
  );
}

// Taggings shows what the parser read from the candidate's applications,
// each tag and skill with the line that earned it.
function Taggings({ taggings }: { taggings: AdminTagging[] }) {
  return (
    <Card component="section" aria-labelledby="review-taggings">
      <CardContent>
        <Typography id="review-taggings" variant="h5" component="h2">
          {taggingsTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {taggingsIntro}
        </Typography>
        {taggings.length === 0 ? (
          <Typography>{noTaggingsText}</Typography>
        ) : (
          taggings.map((t, i) => (
            <Stack key={i} spacing={0.5} sx={{ py: 1.5, borderTop: i > 0 ? 1 : 0, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t.job_title} at {t.company_name} · {dayjs(t.applied_at).format('D MMM YYYY')}
              </Typography>
              <List dense disablePadding>
                {[...(t.tags ?? []), ...(t.skills ?? [])].map((e, j) => (
                  <ListItem key={j} disableGutters>
                    <ListItemText primary={e.name} secondary={e.evidence || noEvidenceText} />
                  </ListItem>
                ))}
              </List>
            </Stack>
          ))
        )}
      </CardContent>
    </Card>
  );
}
