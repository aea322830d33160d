// Texts of the talenthub profile editor. The spec's own texts are copied
// character for character ('Invalid file type! Please upload pdf/doc
// files.' comes from the server).
export const pageTitleText = 'Edit your profile';
export const savedText = 'Saved';
export const fallbackErrorText = 'Something went wrong!';

// linkSites are the spec's 24 social links, in its order, with their names.
export const linkSites: ReadonlyArray<readonly [key: string, label: string, hint: string]> = [
  ['linkedin', 'LinkedIn', 'https://www.linkedin.com/in/…'],
  ['facebook', 'Facebook', 'https://www.facebook.com/…'],
  ['twitter', 'Twitter', 'https://x.com/…'],
  ['instagram', 'Instagram', 'https://www.instagram.com/…'],
  ['youtube', 'YouTube', 'https://www.youtube.com/@…'],
  ['github', 'GitHub', 'https://github.com/…'],
  ['website', 'Website', 'https://…'],
  ['dribbble', 'Dribbble', 'https://dribbble.com/…'],
  ['behance', 'Behance', 'https://www.behance.net/…'],
  ['stackoverflow', 'Stack Overflow', 'https://stackoverflow.com/users/…'],
  ['calendly', 'Calendly', 'https://calendly.com/…'],
  ['telegram', 'Telegram', 'https://t.me/…'],
  ['angellist', 'AngelList', 'https://wellfound.com/u/…'],
  ['quora', 'Quora', 'https://www.quora.com/profile/…'],
  ['leetcode', 'LeetCode', 'https://leetcode.com/u/…'],
  ['stopstalk', 'StopStalk', 'https://www.stopstalk.com/user/profile/…'],
  ['geeksforgeeks', 'GeeksforGeeks', 'https://www.geeksforgeeks.org/user/…'],
  ['codechef', 'CodeChef', 'https://www.codechef.com/users/…'],
  ['codeforces', 'Codeforces', 'https://codeforces.com/profile/…'],
  ['kaggle', 'Kaggle', 'https://www.kaggle.com/…'],
  ['medium', 'Medium', 'https://medium.com/@…'],
  ['substack', 'Substack', 'https://….substack.com'],
  ['blogger', 'Blogger', 'https://….blogspot.com'],
  ['wordpress', 'WordPress', 'https://….wordpress.com'],
];

// The spec: links are valid only with http or https.
export const linkSchemeText = 'Links valid only with http or https.';

export const draftSectionTitles: Record<string, string> = {
  basics: 'Basics',
  links: 'Social links',
  skills: 'Skills',
  experiences: 'Experiences',
  educations: 'Education',
};
