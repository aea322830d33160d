// Texts of the Careers page section of Manage company.
export const texts = {
  section: 'Careers page',
  saved: 'Careers page saved',
  logoSaved: 'Logo updated',
  open: 'Open careers page',
  save: 'Save',
  preview: 'Preview',
  badImage: 'Please upload a PNG, JPEG, WebP or GIF image.',
};
