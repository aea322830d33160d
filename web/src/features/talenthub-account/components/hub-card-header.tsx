import { Typography } from '@mui/material';

// HubCardHeader is the brand line and title of talenthub's sign-in cards.
export function HubCardHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Typography variant="overline" component="p" color="primary" sx={{ textAlign: 'center', fontWeight: 700, letterSpacing: 2 }}>
        Hirekit talenthub
      </Typography>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {intro}
      </Typography>
    </>
  );
}
