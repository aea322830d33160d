import { Box, Container, List, ListItem, ListItemText, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useSources } from '../../api/queries/sources';
import { useTags } from '../../api/queries/tags';
import { usePermissions } from '../../api/queries/user-context';
import { useAddSource } from './api/add-source';
import { useAddTag } from './api/add-tag';
import { useDeleteSource } from './api/delete-source';
import { useDeleteTag } from './api/delete-tag';
import { useDepartments } from '../../api/queries/departments';
import { EmptyState } from './components/empty-state';
import { PageHeader } from './components/page-header';
import { NamedListEditor } from './components/named-list-editor';
import { RoundsEditor } from './components/rounds-editor';
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

// builtInSources cannot be removed: every install needs them.
const builtInSources = ['careers_page', 'manual'];

function SourcesSection({ editable }: { editable: boolean }) {
  const sources = useSources();
  const add = useAddSource();
  const remove = useDeleteSource();
  const items = (sources.data?.sources ?? []).map((s) => ({ key: s.value ?? '', title: s.title ?? '', removable: !builtInSources.includes(s.value ?? '') }));
  return (
    <NamedListEditor items={items} loading={sources.isPending} editable={editable} emptyText="No sources yet" addLabel="New source"
      onAdd={(title) => add.mutateAsync(title)} onRemove={(key) => remove.mutateAsync(key)} />
  );
}

function TagsSection({ editable }: { editable: boolean }) {
  const tags = useTags();
  const add = useAddTag();
  const remove = useDeleteTag();
  const items = (tags.data?.tags ?? []).map((t) => ({ key: String(t.id), title: t.title ?? '', removable: true }));
  return (
    <NamedListEditor items={items} loading={tags.isPending} editable={editable} emptyText="No tags yet" addLabel="New tag"
      onAdd={(title) => add.mutateAsync(title)} onRemove={(key) => remove.mutateAsync(Number(key))} />
  );
}

const sectionHelp: Record<Section, string> = {
  rounds: 'New jobs start with these rounds',
  sources: 'Where candidates come from; a removed source stays on the candidates that have it',
  tags: 'Labels for candidates',
  templates: 'Emails to candidates start from these; {{variables}} are filled for each candidate',
  departments: 'Departments are added from the job form',
};

// RecruitmentSetupPage holds the company's template rounds (new jobs start
// with them), sources, tags, the email templates (their editor is the
// communication feature's, given by src/app) and lists its departments.
// Section defaults to rounds.
export function RecruitmentSetupPage({ templates }: { templates?: (editable: boolean) => ReactNode }) {
  const { section } = useParams();
  const current: Section = sections.includes(section as Section) ? (section as Section) : 'rounds';
  const { can } = usePermissions();

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeader title="Recruitment Setup" />
      <Tabs value={current} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {sections.filter((name) => name !== 'templates' || can('templates.view')).map((name) => (
          <Tab key={name} value={name} label={recruitmentSetupSections[name]} component={RouterLink} to={`/recruitment-setup/${name}`} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {current === 'rounds' ? roundsTitleText : current === 'departments' ? departmentsTitleText : recruitmentSetupSections[current]}
        </Typography>
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {sectionHelp[current]}
          </Typography>
        </Box>
        {current === 'rounds' && <RoundsEditor editable={can('rounds.edit_template')} />}
        {current === 'sources' && <SourcesSection editable={can('sources.manage')} />}
        {current === 'tags' && <TagsSection editable={can('tags.manage')} />}
        {current === 'templates' && templates?.(can('templates.manage'))}
        {current === 'departments' && <Departments />}
      </Paper>
    </Container>
  );
}
