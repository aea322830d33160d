import type { components } from '../api/types.gen';

// The careers pages' data, typed by the generated API contract.
type Schemas = components['schemas'];
export type Company = Schemas['CareersCompany'];
export type Job = Schemas['CareersJob'];
export type Question = Schemas['ScreeningQuestion'];
export type Location = Schemas['Location'];
export type Image = Schemas['CareersImage'];

// PageData is what the server writes into a page (#careers-data): the same
// shapes as the API's answers.
export type PageData = {
  company?: Company;
  requisitions?: Job[];
  requisition?: Job;
  screening_questions?: Question[];
  company_details?: Company;
  other_jobs?: Job[];
};
