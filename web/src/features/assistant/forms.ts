import type { ComponentType } from 'react';
import type { FieldsOf } from './types';

// FormProps is what the modal gives a form: the parsed fields to prefill
// (null when the user chose the action by hand), where to go when it has
// been performed, and the way back.
export type FormProps<K extends keyof FieldsOf> = {
  fields: FieldsOf[K] | null;
  onDone: (link: string) => void;
  onCancel: () => void;
};

// AssistantForms are the timeline's and settings' own forms, passed in by
// src/app (features never import each other), so a parsed action is
// reviewed in the same form the rest of the product uses.
export type AssistantForms = {
  specific_schedule: ComponentType<FormProps<'specific_schedule'>>;
  self_schedule: ComponentType<FormProps<'self_schedule'>>;
  send_candidate_email: ComponentType<FormProps<'send_candidate_email'>>;
  invite_user: ComponentType<FormProps<'invite_user'>>;
  invite_agency_user: ComponentType<FormProps<'invite_agency_user'>>;
};
