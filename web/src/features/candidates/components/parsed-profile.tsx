import { Alert, Box, Button, Chip, CircularProgress, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { CandidateApplication } from '../../../api/queries/applications';
import { ResumeFrame } from '../../../components/resume-frame';
import { useSnackbar } from '../../../components/toasts';
import { relativeTime } from '../../../lib/relative-time';
import { useEditResumeProfile, useReparseResume, useResumeProfile, type ProfileEdit, type ResumeProfile } from '../api/resume-profile';
import { texts } from '../texts';
import { ProfileEditDialog, type ProfileSection } from './profile-edit-dialog';

const t = texts.parsedProfile;

const span = (start?: number, end?: number, ongoing = false) => {
  if (!start && !end) return '';
  if (!end) return ongoing ? `${start} – ${t.present}` : String(start);
  return start ? `${start} – ${end}` : String(end);
};

function Evidence({ line }: { line?: string }) {
  if (!line) return null;
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', fontStyle: 'italic' }} data-testid="evidence">
      {t.fromResume} “{line}”
    </Typography>
  );
}

type SectionProps = {
  section: ProfileSection;
  profile: ResumeProfile;
  onEdit: (section: ProfileSection) => void;
  onRestore: (section: ProfileSection) => void;
  children: ReactNode;
};

// Section is one field of the profile with its source: parsed, or edited
// by whom and when; a recruiter edits it or restores the parsed value.
function Section({ section, profile, onEdit, onRestore, children }: SectionProps) {
  const source = profile.sources?.[section];
  const edited = source?.source === 'edited';
  const title = t.sections[section];
  const id = `profile-${section}`;
  return (
    <Box component="section" aria-labelledby={id} data-testid={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }} useFlexGap>
        <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={edited ? 'secondary' : 'default'}
          label={edited ? t.edited(source?.edited_by ?? '', relativeTime(source?.edited_at)) : t.parsed}
          data-testid={`${id}-source`}
        />
        {profile.editable && (
          <>
            <Button size="small" onClick={() => onEdit(section)}>
              {t.edit(title)}
            </Button>
            {edited && (
              <Button size="small" color="inherit" onClick={() => onRestore(section)}>
                {t.restore}
              </Button>
            )}
          </>
        )}
      </Stack>
      {children}
    </Box>
  );
}

function ProfileFields({ profile, onEdit, onRestore }: { profile: ResumeProfile; onEdit: (s: ProfileSection) => void; onRestore: (s: ProfileSection) => void }) {
  const v = profile.values ?? {};
  const props = { profile, onEdit, onRestore };
  const none = <Typography color="text.secondary">{t.none}</Typography>;
  return (
    <Stack spacing={3}>
      <Section section="education" {...props}>
        {v.education?.length ? (
          <List dense disablePadding>
            {v.education.map((e, i) => (
              <ListItem key={i} disableGutters data-testid="education-entry">
                <ListItemText
                  primary={[e.degree, e.institute].filter(Boolean).join(', ')}
                  secondary={
                    <>
                      <span data-testid="years">{span(e.start_year, e.end_year)}</span>
                      <Evidence line={e.line} />
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : (
          none
        )}
      </Section>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Section section="graduation_year" {...props}>
          <Typography>{v.graduation_year || '-'}</Typography>
          <Evidence line={v.evidence?.graduation_year} />
        </Section>
        <Section section="post_graduation_year" {...props}>
          <Typography>{v.post_graduation_year || '-'}</Typography>
        </Section>
      </Stack>
      <Section section="experience" {...props}>
        {v.experience?.length ? (
          <List dense disablePadding>
            {v.experience.map((e, i) => (
              <ListItem key={i} disableGutters data-testid="experience-entry">
                <ListItemText
                  primary={[e.role, e.company].filter(Boolean).join(', ')}
                  secondary={
                    <>
                      <span data-testid="years">{span(e.start_year, e.end_year, true)}</span>
                      <Evidence line={e.line} />
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : (
          none
        )}
      </Section>
      <Section section="total_years" {...props}>
        <Typography data-testid="total-years">{t.years(v.total_years ?? 0)}</Typography>
      </Section>
      <Section section="skills" {...props}>
        {v.skills?.length ? (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {v.skills.map((s) => (
              <Chip key={s} size="small" label={s} />
            ))}
          </Stack>
        ) : (
          none
        )}
      </Section>
      <Section section="links" {...props}>
        {Object.keys(v.links ?? {}).length ? (
          <Stack spacing={0.5}>
            {Object.entries(v.links ?? {}).map(([site, url]) => (
              <Typography key={site}>
                {site}:{' '}
                <Link href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </Link>
              </Typography>
            ))}
          </Stack>
        ) : (
          none
        )}
      </Section>
      <Section section="tags" {...props}>
        {v.tags?.length ? (
          <List dense disablePadding>
            {v.tags.map((tag) => (
              <ListItem key={tag.tag} disableGutters data-testid="tag-entry">
                <ListItemText primary={<Chip size="small" color="primary" variant="outlined" label={tag.tag} />} secondary={<Evidence line={tag.evidence} />} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t.noTags}</Typography>
        )}
      </Section>
    </Stack>
  );
}

// ParsedProfile is the Profile tab's parse: what the parser found in the
// application's resume, each field marked parsed or edited and, for a
// recruiter, editable; beside it the resume itself.
export function ParsedProfile({ application }: { application: CandidateApplication }) {
  const slug = application.slug ?? '';
  const { data: profile, isPending, error } = useResumeProfile(slug);
  const edit = useEditResumeProfile(slug);
  const reparse = useReparseResume(slug);
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<ProfileSection | null>(null);

  if (isPending) return <CircularProgress size={24} aria-label="Loading the parsed profile" />;
  if (error || !profile) return <Alert severity="error">{error?.message ?? texts.notFound}</Alert>;

  const save = (change: ProfileEdit, done: string) =>
    edit.mutate(change, {
      onSuccess: () => {
        enqueueSnackbar(done, { variant: 'success' });
        setEditing(null);
      },
      onError: (e) => {
        if (!editing) enqueueSnackbar(e.message, { variant: 'error' });
      },
    });
  const startEdit = (section: ProfileSection) => {
    edit.reset();
    setEditing(section);
  };
  const processing = profile.resume_status === 'processing';
  const resumeName = application.resume?.name ?? t.resumeTitle;

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
          <Typography variant="h6" component="h2">
            {t.title}
          </Typography>
          {profile.editable && application.resume?.status !== 'none' && (
            <Button
              variant="outlined"
              size="small"
              disabled={processing || reparse.isPending}
              onClick={() =>
                reparse.mutate(undefined, {
                  onSuccess: () => enqueueSnackbar(t.reparseQueued, { variant: 'info' }),
                  onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
                })
              }
            >
              {t.reparse}
            </Button>
          )}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }} role="status" data-testid="parse-status">
          {processing ? t.reparsing : profile.parsed_at ? t.parsedFrom(resumeName, relativeTime(profile.parsed_at)) : profile.resume_error || t.notParsed}
        </Typography>
        <ProfileFields profile={profile} onEdit={startEdit} onRestore={(section) => save({ restore: [section] }, t.restored)} />
      </Box>
      {application.resume?.url && (
        <Paper variant="outlined" sx={{ flex: 1, width: '100%', minWidth: 0 }}>
          {/* Focusable, so the keyboard scrolls the frame's 900px too. */}
          <Box tabIndex={0} role="region" aria-label={t.resumeTitle} sx={{ overflow: 'auto' }}>
            <ResumeFrame url={application.resume.url} title={resumeName} testId="inline-resume" />
          </Box>
        </Paper>
      )}
      {editing && (
        <ProfileEditDialog
          section={editing}
          profile={profile}
          saving={edit.isPending}
          error={edit.error?.message}
          onSave={(change) => save(change, t.saved)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
