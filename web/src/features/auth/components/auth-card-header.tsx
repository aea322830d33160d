import { Typography } from '@mui/material';

// AuthCardHeader is the product mark and page title of the sign-in cards.
export function AuthCardHeader({ title }: { title: string }) {
  return (
    <>
      <Typography variant="overline" component="p" color="primary" sx={{ textAlign: 'center', fontWeight: 700, letterSpacing: 2 }}>
        Hirekit
      </Typography>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }} gutterBottom>
        {title}
      </Typography>
    </>
  );
}
