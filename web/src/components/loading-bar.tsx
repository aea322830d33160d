import { keyframes, styled } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 4,
  overflow: 'hidden',
  zIndex: theme.zIndex.appBar + 1,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    backgroundColor: theme.palette.primary.main,
    animation: `${slide} 1.2s ease-in-out infinite`,
  },
}));

// LoadingBar is the thin bar at the top while a screen's code arrives: a
// few lines of style instead of LinearProgress, since every first screen
// carries it.
export function LoadingBar() {
  return <Track role="progressbar" aria-label="Loading" />;
}
