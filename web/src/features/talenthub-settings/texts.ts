// Texts of the visibility settings page: the spec names the page only,
// the rest are ours (docs/decisions.md, "Talenthub public profile").
export const visibilitySettingsText = 'Visibility settings';
export const listedText = 'Show my public profile';
export const listedHelpText =
  'When this is off, your profile link shows "Profile not found" to everyone, the embedded card too, and search engines drop it. Companies you applied to still see your application.';
export const sectionsTitleText = 'What visitors see';
export const sectionsHelpText =
  'Your name, photo, username and headline are always shown on a public profile. Choose what else is public; your email address and phone number are private until you show them.';
export const previewText = 'Preview your public profile';
export const saveText = 'Save';
export const savingText = 'Please wait...';
export const savedText = 'Visibility settings saved';
export const embedTitleText = 'Embed your profile';
export const embedHelpText =
  'Paste this code into your website or blog to show a small card with your name, headline and top skills, linking to your profile. It shows only what is public above.';
export const embedCodeText = 'Embed code';
export const copyText = 'Copy code';
export const copiedText = 'Embed code copied to clipboard!';
export const loadFailedText = 'Something went wrong!';

// sectionLabels are the sections' plain names, in the order of the profile.
export const sectionLabels: ReadonlyArray<readonly [string, string, string]> = [
  ['email', 'Email address', 'In the contact line, as a link to write to you'],
  ['phone', 'Phone number', 'In the contact line'],
  ['city', 'City', 'In the contact line'],
  ['resume', 'Resume', 'The View Resume button and the file'],
  ['current_company', 'Current company', '"Works at" with your current employer'],
  ['career_start', 'Total experience', 'Years of experience, counted from the start of your career'],
  ['links', 'Social links', 'LinkedIn, GitHub, your website and the others you added'],
  ['bio', 'Bio', 'Your bio'],
  ['skills', 'Skills', 'Your skills with their badges'],
  ['experiences', 'Experiences', 'The roles you held'],
  ['projects', 'Projects', 'Your projects and their links'],
  ['educations', 'Education', 'Your degrees'],
];
