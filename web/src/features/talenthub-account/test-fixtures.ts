import { hubRole } from '../../api/session';
import { makeToken } from '../../test/tokens';

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

// hubSignedIn is a sign-in answer of talenthub (tests only).
export const hubSignedIn = (username = 'asha') => ({
  data: {
    token: makeToken({ sub: '5', exp: inOneHour(), aud: 'hirekit-talenthub' }),
    candidate: { id: 5, name: 'Asha K', username, email: 'asha@example.com', picture_url: '', roles: [hubRole], referred: false },
  },
});
