import { Badge, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { badgeCap } from '../rules';
import { texts } from '../texts';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { Icon } from './icons';

// CreditBadge shows the spendable credits (capped at 999) and leads to the
// credits page.
export function CreditBadge({ credits }: { credits: number | undefined }) {
  const shown = credits ?? 0;
  return (
    <Button component={RouterLink} to="/screeno/credits" variant="outlined"
      startIcon={
        <Badge aria-hidden badgeContent={Math.max(shown, 0)} max={badgeCap} color="primary" showZero data-testid="credit-badge"
          sx={{ '& .MuiBadge-badge': { right: -2 } }}>
          <Icon name="coins" />
        </Badge>
      }
      sx={{ pl: 2.5 }}>
      {/* The name is the visible word plus hidden words, so that what a
          sighted voice-control user reads is part of the name (WCAG 2.5.3). */}
      {texts.credits}{' '}
      <VisuallyHidden>{texts.creditBadge.slice(texts.credits.length).trim()}: {shown}</VisuallyHidden>
    </Button>
  );
}
