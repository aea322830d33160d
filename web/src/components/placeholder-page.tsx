import { Box, Paper, Typography } from '@mui/material';

type Props = { title: string };

// PlaceholderPage stands in for a screen that a later issue builds.
export function PlaceholderPage({ title }: Props) {
  return (
    <Box sx={{ width: '100%', maxWidth: 'lg', mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
        <Typography color="text.secondary">Nothing here yet</Typography>
      </Paper>
    </Box>
  );
}
