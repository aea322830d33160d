import { useAddEducation, type EducationInput } from './api/add-education';
import { useAddExperience, type ExperienceInput } from './api/add-experience';
import { useAddProject, type ProjectInput } from './api/add-project';
import { useDeleteEducation } from './api/delete-education';
import { useDeleteExperience } from './api/delete-experience';
import { useDeleteProject } from './api/delete-project';
import type { EditorProfile } from './api/get-own-profile';
import { useUpdateEducation } from './api/update-education';
import { useUpdateExperience } from './api/update-experience';
import { useUpdateProject } from './api/update-project';
import { ListSection } from './list-section';

// monthText writes "2021-04" as "Apr 2021".
export function monthText(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function ExperiencesSection({ profile }: { profile: EditorProfile }) {
  const add = useAddExperience();
  const update = useUpdateExperience();
  const remove = useDeleteExperience();
  return (
    <ListSection
      id="experiences"
      title="Experiences"
      noun="experience"
      empty="No experiences yet."
      items={profile.experiences}
      fields={[
        { key: 'designation', label: 'Designation' },
        { key: 'company', label: 'Company' },
        { key: 'start', label: 'Start', placeholder: 'YYYY-MM', helper: 'Month, like 2021-04' },
        { key: 'end', label: 'End', placeholder: 'YYYY-MM', helper: 'Leave empty if you work here now' },
        { key: 'description', label: 'Description', multiline: true },
      ]}
      describe={(e) => ({
        primary: [e.designation, e.company].filter(Boolean).join(' at '),
        secondary: e.start ? `${monthText(e.start)} – ${e.end ? monthText(e.end) : 'Present'}` : undefined,
      })}
      add={{ ...add, mutate: (v, o) => add.mutate(v as ExperienceInput, o) }}
      update={{ ...update, mutate: (v, o) => update.mutate(v as ExperienceInput & { id: number }, o) }}
      remove={remove}
    />
  );
}

export function ProjectsSection({ profile }: { profile: EditorProfile }) {
  const add = useAddProject();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  return (
    <ListSection
      id="projects"
      title="Projects"
      noun="project"
      empty="No projects yet."
      items={profile.projects}
      fields={[
        { key: 'title', label: 'Title' },
        { key: 'source_code_link', label: 'Source code link', type: 'url', placeholder: 'https://' },
        { key: 'website_link', label: 'Website link', type: 'url', placeholder: 'https://' },
        { key: 'description', label: 'Description', multiline: true },
      ]}
      describe={(p) => ({ primary: p.title, secondary: p.website_link || p.source_code_link || undefined })}
      add={{ ...add, mutate: (v, o) => add.mutate(v as ProjectInput, o) }}
      update={{ ...update, mutate: (v, o) => update.mutate(v as ProjectInput & { id: number }, o) }}
      remove={remove}
    />
  );
}

export function EducationsSection({ profile }: { profile: EditorProfile }) {
  const add = useAddEducation();
  const update = useUpdateEducation();
  const remove = useDeleteEducation();
  return (
    <ListSection
      id="educations"
      title="Education"
      noun="education"
      empty="No education yet."
      items={profile.educations}
      fields={[
        { key: 'degree', label: 'Degree' },
        { key: 'major', label: 'Major' },
        { key: 'institute', label: 'Institute' },
        { key: 'start', label: 'Start year', placeholder: 'YYYY' },
        { key: 'end', label: 'End year', placeholder: 'YYYY' },
      ]}
      describe={(e) => ({
        primary: [e.degree, e.major].filter(Boolean).join(', ') || e.institute,
        secondary: [e.degree || e.major ? e.institute : '', [e.start, e.end].filter(Boolean).join(' – ')].filter(Boolean).join(' · ') || undefined,
      })}
      add={{ ...add, mutate: (v, o) => add.mutate(v as EducationInput, o) }}
      update={{ ...update, mutate: (v, o) => update.mutate(v as EducationInput & { id: number }, o) }}
      remove={remove}
    />
  );
}
