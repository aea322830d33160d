// Answers of GET dashboard for the tests.
const phases = (counts: number[]) =>
  ['entry', 'screen', 'assignment', 'interview', 'salary', 'offer', 'hired'].map((phase, i) => ({ phase, count: counts[i] ?? 0, colour: '#E3F2FD' }));

export function demoDashboard() {
  return {
    data: {
      open_jobs: [
        { id: 5, slug: 'backend', title: 'Backend Engineer', state: 'live', total: 6, phases: phases([2, 1, 0, 2, 0, 1, 0]) },
        { id: 4, slug: 'designer', title: 'Product Designer', state: 'open', total: 0, phases: phases([]) },
      ],
      open_jobs_total: 12,
      waiting: [
        { key: 'ta_screen', count: 3 },
        { key: 'approvals', count: 1 },
        { key: 'scorecards', count: 2 },
      ],
      scorecards_due: [
        { interview_id: 9, slug: 'ada-1', candidate_name: 'Ada Lovelace', requisition_title: 'Backend Engineer', round_id: 3, round_name: 'Technical', end_time: '2026-11-24T10:00:00Z', scorecard_link: '/evaluation/ada-1/round/3' },
      ],
      upcoming_interviews: [
        { id: 11, candidate_name: 'Bo Chen', timeline_link: '/candidate-timeline/bo-1', requisition_title: 'Backend Engineer', round_name: 'Culture', local: { label: 'Thu 26 Nov, 10:00–11:00' } },
      ],
      timezone: 'Asia/Kolkata',
      getting_started: [
        { key: 'create_job', done: true },
        { key: 'invite_team', done: true },
        { key: 'careers_page', done: true },
      ],
      recent_activity: [
        {
          candidate_name: 'Cy Park',
          timeline_link: '/candidate-timeline/cy-1',
          job_title: 'Backend Engineer',
          from: { state: 'ta_screen', label: 'TA screen' },
          to: { state: 'hm_screen', label: 'HM screen' },
          by: 'Tara Admin',
          at: '2026-11-24T10:00:00Z',
        },
        { candidate_name: 'Di Rao', timeline_link: '/candidate-timeline/di-1', job_title: 'Product Designer', from: {}, to: { state: 'applied', label: 'Applied' }, by: '', at: '2026-11-24T09:00:00Z' },
      ],
    },
  };
}

export function newCompanyDashboard() {
  return {
    data: {
      open_jobs: [],
      open_jobs_total: 0,
      waiting: [
        { key: 'ta_screen', count: 0 },
        { key: 'approvals', count: 0 },
        { key: 'scorecards', count: 0 },
      ],
      scorecards_due: [],
      upcoming_interviews: [],
      timezone: 'UTC',
      recent_activity: [],
      getting_started: [
        { key: 'create_job', done: false },
        { key: 'invite_team', done: false },
        { key: 'careers_page', done: true },
      ],
    },
  };
}
