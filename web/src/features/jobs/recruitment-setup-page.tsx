import { Box, Container, List, ListItem, ListItemText, Paper, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../api/use-session';
import { useDepartments } from './api/list-departments';
import { EmptyState } from './components/empty-state';
import { PageHeader } from './components/page-header';
import { RoundsEditor } from './components/rounds-editor';
import { canCreateJobs, hiringManagerRole } from './job-access';
import { departmentsTitleText, loadingText, noDepartmentsText, recruitmentSetupSections, roundsTitleText } from './texts';

type Section = keyof typeof recruitmentSetupSections;
const sections = Object.keys(recruitmentSetupSections) as Section[];

function Departments() {
  const departments = useDepartments();
  const options = departments.data?.options ?? [];
  if (departments.isPending) return <Typography color="text.secondary">{loadingText}</Typography>;
  if (options.length === 0) return <EmptyState text={noDepartmentsText} />;
  return (
    <List disablePadding>
      {options.map((d) => (
        <ListItem key={d.value} divider>
          <ListItemText primary={d.title} />
        </ListItem>
      ))}
    </List>
  );
}

// RecruitmentSetupPage holds the company's template rounds (new jobs start
// with them) and lists its departments. Section defaults to rounds.
export function RecruitmentSetupPage() {
  const { section } = useParams();
  const current: Section = sections.includes(section as Section) ? (section as Section) : 'rounds';
  const roles = useSession()?.roles ?? [];
  const editable = canCreateJobs(roles) || roles.includes(hiringManagerRole);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeader title="Recruitment Setup" />
      <Tabs value={current} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {sections.map((name) => (
          <Tab key={name} value={name} label={recruitmentSetupSections[name]} component={RouterLink} to={`/recruitment-setup/${name}`} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {current === 'rounds' ? roundsTitleText : departmentsTitleText}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {current === 'rounds' ? 'New jobs start with these rounds' : 'Departments are added from the job form'}
          </Typography>
        </Box>
        {current === 'rounds' ? <RoundsEditor editable={editable} /> : <Departments />}
      </Paper>
    </Container>
  );
}
