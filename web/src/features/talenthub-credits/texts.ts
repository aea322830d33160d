// Texts of the referrals, credits and admin pages. The spec shows none of
// these pages' contents (2.5); its texts where it has them: the 403 line.
export const forbiddenText = 'You cannot access this page.';
export const somethingWrongText = 'Something went wrong!';
export const retryText = 'Try again';

export const referralsTitle = 'My referrals';
export const referralLinkLabel = 'Your referral link';
export const copyLinkText = 'Copy link';
export const linkCopiedText = 'Referral link copied to clipboard!';
export const referralsIntro = (credits: number) =>
  `Share your link. When a friend joins through it and their profile passes 60% completion, you earn ${credits} credits once our team approves them.`;
export const noReferralsText = 'Nobody has joined through your link yet.';
export const joinedText = 'Joined';
export const profileColumn = 'Profile above 60%';
export const creditsColumn = 'Credits earned';
export const nameColumn = 'Name';
export const yesText = 'Yes';
export const notYetText = 'Not yet';

export const creditsTitle = 'Credits';
export const totalLabel = 'Total credits';
export const pendingLabel = (n: number) => `${n} credits waiting for approval`;
export const historyTitle = 'History';
export const noEntriesText = 'No credits yet.';
export const earnMoreTitle = 'How to earn more';
export const earnByReferring = (n: number) => `Refer friends: ${n} credits for each friend whose profile passes 60% completion.`;
export const earnByAssessments = 'Pass skill assessments: each level you pass earns credits and a badge on your profile.';
export const referFriendsText = 'Refer friends';
export const takeAssessmentText = 'See your skills';
export const stateText: Record<string, string> = { pending: 'Pending', granted: 'Granted', refused: 'Refused' };

export const pendingTitle = 'Pending credits';
export const pendingIntro = 'Approve or refuse credits before they count. Check that a referred account is a real, new person.';
export const noPendingText = 'No credits are waiting for approval.';
export const approveText = 'Approve';
export const refuseText = 'Refuse';
export const approvedText = 'Credits approved';
export const refusedText = 'Credits refused';
export const alreadyDecidedText = 'This entry was already decided';
export const shownOfText = (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`;

export const navJobs = 'Jobs';
export const navDashboard = 'Dashboard';
export const navProfile = 'Profile';
export const navCredits = 'Credits';
export const navReferrals = 'Referrals';
export const signOutText = 'Sign out';
export const shareTitle = 'Share your link';

export const operationsTitle = 'Talenthub operations';
export const candidatesTitle = 'Candidates';
export const operationsIntro = 'Candidates on talenthub, newest first. Unlist a profile that breaks the rules: it leaves the public listing and the candidate cannot list it again until you lift it.';
export const searchLabel = 'Search by username, name or email';
export const noCandidatesText = 'No candidates match.';
export const listedText = 'Listed';
export const notListedText = 'Not listed';
export const unlistedByAdminText = 'Unlisted by admin';
export const unlistText = 'Unlist';
export const liftText = 'Lift';
export const reviewText = 'Review skills';
export const unlistDialogTitle = (who: string) => `Unlist ${who}?`;
export const reasonLabel = 'Reason';
export const cancelText = 'Cancel';
export const unlistedToast = 'Profile unlisted';
export const liftedToast = 'Unlisting lifted';

export const reviewTitle = 'Review taggings';
export const reviewIntro = 'Check each skill against the profile. Flag a skill the profile does not support (badge -1) or remove it.';
export const noSkillsText = 'This candidate has no skills on their profile.';
export const flagText = 'Flag';
export const removeText = 'Remove';
export const flaggedToast = 'Skill flagged';
export const removedToast = 'Skill removed';
export const proficiencyText = (p: number) => (p < 0 ? 'Flagged (-1)' : p === 0 ? 'Self-added (0)' : `Verified level ${p}`);
export const notFoundText = 'Profile not found';

export const leadsTitle = 'Leads';
export const leadsIntro = 'Companies that asked for a callback or wrote to support, the most recent first. Follow up with the person who asked.';
export const noLeadsText = 'No company has asked for anything yet.';
export const requestsText = (n: number) => (n === 1 ? '1 request' : `${n} requests`);
export const navPendingCredits = 'Pending credits';
export const navOperations = 'Operations';
export const navLeads = 'Leads';
export const taggingsTitle = 'What the parser read';
export const taggingsIntro = 'From the resumes of applications this candidate made with their email, newest first.';
export const noTaggingsText = 'No parsed applications with this email.';
export const noEvidenceText = 'no line kept';

export const reportsTitle = 'Reported profiles';
export const reportsIntro = 'Profiles visitors reported from the public page. Unlist one that breaks the rules (its open reports close with it), or dismiss the reports when nothing is wrong. Who reported is never kept.';
export const noReportsText = 'No open reports.';
export const noReportsAllText = 'No profile has been reported yet.';
export const showAllReportsLabel = 'Show dismissed and unlisted too';
export const dismissText = 'Dismiss';
export const dismissedToast = 'Reports dismissed';
export const reportCountText = (n: number, open: number) => `${n === 1 ? '1 report' : `${n} reports`}${open > 0 && open !== n ? `, ${open} open` : ''}`;
export const reportReasonText: Record<string, string> = { spam: 'Spam', fake: 'Fake or impersonation', offensive: 'Offensive content', other: 'Other' };
export const reportStateText: Record<string, string> = { open: 'Open', dismissed: 'Dismissed', unlisted: 'Unlisted' };
export const reportedBetweenText = (first: string, last: string) => (first === last ? `Reported ${first}` : `First reported ${first}, last ${last}`);

export const navSkills = 'Skills';
export const skillsTitle = 'Skills catalogue';
export const skillsIntro = 'The skills candidates pick, the jobs board filters by and assessments test. Renaming keeps the slug, so profiles and jobs keep their skills; a removed skill stays on the profiles that have it.';
export const skillFilterLabel = 'Filter by name';
export const categoryFilterLabel = 'Filter by category';
export const allCategoriesText = 'All categories';
export const skillNameLabel = 'Name';
export const skillCategoryLabel = 'Category';
export const addSkillTitle = 'Add a skill';
export const addSkillText = 'Add skill';
export const editText = 'Edit';
export const saveText = 'Save';
export const skillAddedToast = (name: string) => `${name} added`;
export const skillSavedToast = (name: string) => `${name} saved`;
export const skillRemovedToast = (name: string) => `${name} removed from the catalogue`;
export const removeSkillTitle = (name: string) => `Remove ${name} from the catalogue?`;
export const removeSkillBody = 'Candidates who have it keep it on their profile; it is no longer offered, filtered by or assessed.';
export const noMatchingSkillsText = 'No skill matches.';
export const skillsCountText = (shown: number, total: number) => (shown === total ? `${total} skills` : `${shown} of ${total} skills`);
export const editSkillsLinkText = 'Edit the skills catalogue';
