import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { glossary, texts } from '../texts';

// HowItWorksDialog explains the tool and its tags. (The spec's teaser
// video is a hosted file; a self-hosted install ships none.)
export function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="how-it-works-title">
      <DialogTitle id="how-it-works-title">{texts.howItWorks}</DialogTitle>
      <DialogContent>
        <Box component="ol" sx={{ pl: 2.5, mt: 0 }}>
          {texts.howItWorksSteps.map((line) => (
            <Typography component="li" key={line} variant="body2" sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
        </Box>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {texts.glossaryTitle}
        </Typography>
        <List dense>
          {glossary.map(({ tag, text }) => (
            <ListItem key={tag} disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Chip size="small" label={tag} color={tag === 'No tags' ? 'default' : 'primary'} variant="outlined" sx={{ flexShrink: 0 }} />
              <Typography variant="body2">{text}</Typography>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
