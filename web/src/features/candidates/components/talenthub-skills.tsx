import { Chip, Link, Stack, Typography } from '@mui/material';
import type { CandidateApplication } from '../../../api/queries/applications';

// Badge texts as the talenthub profile shows them (spec: -1 and 0 to 3;
// a partially passed skill looks different from both).
const badges: Record<number, string> = {
  [-1]: 'Partially passed',
  0: 'Unverified',
  1: 'Verified: Proficient',
  2: 'Verified: Advanced',
  3: 'Verified: Expert',
};

// TalenthubSkills shows the skills, with their badges, of the talenthub
// candidate whose verified address the application carries; nothing when
// there is none (or the candidate keeps their skills private).
export function TalenthubSkills({ application }: { application: CandidateApplication }) {
  const skills = application.talenthub_skills ?? [];
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby="talenthub-skills-title">
      <Typography id="talenthub-skills-title" variant="subtitle2" component="h3" gutterBottom>
        Talenthub skills
        {application.talenthub_username && (
          <>
            {' · '}
            <Link href={`/talenthub/${application.talenthub_username}`} target="_blank" rel="noopener">
              @{application.talenthub_username}
            </Link>
          </>
        )}
      </Typography>
      <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {skills.map((s) => {
          const level = Math.max(-1, Math.min(3, s.proficiency ?? 0));
          const label = `${s.name}: ${badges[level]}`;
          const color = level >= 3 ? 'success' : level >= 1 ? 'primary' : 'default';
          // A partial pass: dashed amber, dark amber text (4.5:1 on white).
          const chip =
            level < 0 ? (
              <Chip size="small" label={label} variant="outlined" sx={{ borderColor: 'warning.main', borderStyle: 'dashed', color: '#7a3500' }} />
            ) : (
              <Chip size="small" label={label} color={color} />
            );
          return (
            <li key={s.slug}>
              {level > 1 && s.last_passed_certification_slug ? (
                <Link href={`/talenthub/certificate/${s.last_passed_certification_slug}/verify`} target="_blank" rel="noopener" aria-label={`${label}: verify the certificate`}>
                  {chip}
                </Link>
              ) : (
                chip
              )}
            </li>
          );
        })}
      </Stack>
    </section>
  );
}
