import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { components } from '../../../api/types.gen';

export type Listing = components['schemas']['LayoffListing'];
export type LayoffLink = components['schemas']['LayoffLink'];
export type LayoffPerson = components['schemas']['LayoffPerson'];
export type LayoffPersonInput = components['schemas']['LayoffPersonRequest'];
export type ContactInput = { name: string; email: string; company: string; message: string };

export const layoffsKeys = {
  public: (skill: string, location: string, page: number) => ['layoffs', 'public', skill, location, page] as const,
  link: (token: string) => ['layoffs', 'link', token] as const,
  own: ['layoffs', 'own'] as const,
};

export const perPage = 20;

// usePublicLayoffs reads a page of the public list (signed out is fine).
export function usePublicLayoffs(skill: string, location: string, page: number) {
  return useQuery({
    queryKey: layoffsKeys.public(skill, location, page),
    queryFn: () => api.getPage('layoffs', { query: { skill, location, page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

export function useContact(id: number) {
  return useMutation({ mutationFn: (body: ContactInput) => api.post('layoffs/{id}/contact', { path: { id }, body }) });
}

// useConfirmContact is the sender's click on their confirmation link.
export function useConfirmContact(token: string) {
  return useMutation({ mutationFn: () => api.post('layoffs/confirm-contact', { body: { token } }) });
}

// useLayoffLink reads what the person's mailed link shows.
export function useLayoffLink(token: string) {
  return useQuery({ queryKey: layoffsKeys.link(token), queryFn: () => api.get('layoffs/link', { query: { token } }), enabled: token !== '', retry: false });
}

export function useDecide(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'consent' | 'decline' | 'remove') => api.post('layoffs/link', { body: { token, action } }),
    onSuccess: (data) => client.setQueryData(layoffsKeys.link(token), data),
  });
}

// The company's own list (Manage company → Layoffs).
export function useOwnLayoffs() {
  return useQuery({ queryKey: layoffsKeys.own, queryFn: () => api.get('company/layoffs') });
}

export function useAddLayoff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LayoffPersonInput) => api.post('company/layoffs', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: layoffsKeys.own }),
  });
}

export function useResendLayoff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('company/layoffs/{id}/resend', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: layoffsKeys.own }),
  });
}

export function useWithdrawLayoff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('company/layoffs/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: layoffsKeys.own }),
  });
}
