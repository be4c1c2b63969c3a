// The owner's form calls (shared/api/forms.ts), answered as values or as the server's message.
import type { FormDefinition } from '../../../blocks/form/wire';
import { withQuery } from '../../../blocks/storefront/api';
import {
  FORMS_API_PATH,
  type FormListResponse,
  type FormMailingList,
  formMailingListPath,
  formPath,
  MAILING_LISTS_API_PATH,
  type MailingList,
  type MailingListsResponse,
  type SubmissionPage,
  submissionsPath,
} from '../../../shared/api/forms';
import { call } from '../../owner-call';

export const listForms = () => call<FormListResponse>('GET', FORMS_API_PATH);
export const getForm = (formId: string) => call<FormDefinition>('GET', formPath(formId));
export const createForm = (name: string) =>
  call<FormDefinition>('POST', FORMS_API_PATH, { name, fields: [] });
export const saveForm = (definition: FormDefinition) =>
  call<FormDefinition>('PUT', formPath(definition.id), definition);

export const getSubmissions = (formId: string, page: number, search: string) =>
  call<SubmissionPage>(
    'GET',
    withQuery(submissionsPath(formId), { page, search: search.trim() || undefined }),
  );

export const listMailingLists = () => call<MailingListsResponse>('GET', MAILING_LISTS_API_PATH);
export const createMailingList = (name: string) =>
  call<MailingList>('POST', MAILING_LISTS_API_PATH, { name });
export const getFormMailingList = (formId: string) =>
  call<FormMailingList>('GET', formMailingListPath(formId));
export const connectMailingList = (formId: string, mailingListId: string) =>
  call<FormMailingList>('PUT', formMailingListPath(formId), { mailingListId });
export const disconnectMailingList = (formId: string) =>
  call<FormMailingList>('DELETE', formMailingListPath(formId));
