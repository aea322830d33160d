// socialLinks lists a candidate's links in the spec's site order (spec 3),
// http and https only (spec 5), with a display name per site.
const sites = [
  'linkedin', 'facebook', 'twitter', 'instagram', 'youtube', 'github', 'website', 'dribbble', 'behance', 'stackoverflow', 'calendly', 'telegram',
  'angellist', 'quora', 'leetcode', 'stopstalk', 'geeksforgeeks', 'codechef', 'codeforces', 'kaggle', 'medium', 'substack', 'blogger', 'wordpress',
];

const names: Record<string, string> = {
  linkedin: 'LinkedIn', github: 'GitHub', youtube: 'YouTube', stackoverflow: 'Stack Overflow', angellist: 'AngelList', leetcode: 'LeetCode',
  stopstalk: 'StopStalk', geeksforgeeks: 'GeeksforGeeks', codechef: 'CodeChef', codeforces: 'Codeforces', wordpress: 'WordPress',
};

export type SocialLink = { site: string; name: string; url: string };

export function socialLinks(links: Record<string, string> | null | undefined): SocialLink[] {
  if (!links) return [];
  return sites
    .filter((site) => /^https?:\/\//i.test(links[site] ?? ''))
    .map((site) => ({ site, name: names[site] ?? site[0].toUpperCase() + site.slice(1), url: links[site] }));
}
