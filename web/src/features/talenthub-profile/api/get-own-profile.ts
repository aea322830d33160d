import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';
import { hubProfileKeys } from './keys';

type Schemas = components['schemas'];
type Full<T> = { [K in keyof T]-?: NonNullable<T[K]> };

export type Experience = Full<Schemas['HubExperience']>;
export type Project = Full<Schemas['HubProject']>;
export type Education = Full<Schemas['HubEducation']>;
export type Skill = Full<Schemas['HubSkill']>;
export type CompletionPart = Full<Schemas['HubCompletionPart']>;
export type Completion = { percent: number; missing: CompletionPart[] };

// EditorProfile is the own profile with every field present (the wire
// leaves none out, but its generated type says each may be).
export type EditorProfile = {
  username: string;
  name: string;
  headline: string;
  avatarURL: string;
  email: string;
  phone: string;
  city: string;
  resumeURL: string;
  resumeName: string;
  currentCompany: string;
  careerStart: string;
  bio: string;
  links: Record<string, string>;
  skills: Skill[];
  experiences: Experience[];
  projects: Project[];
  educations: Education[];
  completion: Completion;
};

export function completionOf(c: Schemas['HubCompletion'] | undefined): Completion {
  return {
    percent: c?.percent ?? 0,
    missing: (c?.missing ?? []).map((m) => ({ key: m.key ?? '', label: m.label ?? '', weight: m.weight ?? 0 })),
  };
}

export function editorProfileOf(r: Schemas['HubOwnProfileResult'] | undefined): EditorProfile {
  const c = r?.candidate ?? {};
  return {
    username: c.username ?? '',
    name: c.name ?? '',
    headline: c.headline ?? '',
    avatarURL: c.avatar_url ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    city: c.candidate_location?.city ?? '',
    resumeURL: c.resume_url ?? '',
    resumeName: r?.resume_name ?? '',
    currentCompany: c.current_company?.name ?? '',
    careerStart: c.career_start ?? '',
    bio: c.bio ?? '',
    links: { ...(c.links ?? {}) },
    skills: (c.skills ?? []).map((s) => ({
      name: s.name ?? '',
      slug: s.slug ?? '',
      proficiency: s.proficiency ?? 0,
      last_passed_certification_slug: s.last_passed_certification_slug ?? '',
    })),
    experiences: (c.experiences ?? []).map((e) => ({
      id: e.id ?? 0,
      designation: e.designation ?? '',
      company: e.company ?? '',
      start: e.start ?? '',
      end: e.end ?? '',
      description: e.description ?? '',
    })),
    projects: (c.projects ?? []).map((p) => ({
      id: p.id ?? 0,
      title: p.title ?? '',
      source_code_link: p.source_code_link ?? '',
      website_link: p.website_link ?? '',
      description: p.description ?? '',
    })),
    educations: (c.educations ?? []).map((e) => ({
      id: e.id ?? 0,
      degree: e.degree ?? '',
      major: e.major ?? '',
      institute: e.institute ?? '',
      start: e.start ?? '',
      end: e.end ?? '',
    })),
    completion: completionOf(r?.completion),
  };
}

export async function getOwnProfile(): Promise<EditorProfile> {
  return editorProfileOf(await api.get('talenthub/candidate/profile'));
}

export function useOwnProfile() {
  return useQuery({ queryKey: hubProfileKeys.own, queryFn: getOwnProfile });
}
