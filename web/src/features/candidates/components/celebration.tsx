import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect } from 'react';
import { texts } from '../texts';

export const celebrationMs = 2000;

const fall = keyframes`
  0% { transform: translateY(-10vh) rotate(0deg); opacity: 1; }
  100% { transform: translateY(100vh) rotate(720deg); opacity: 0; }
`;

const colours = ['#f44336', '#ff9800', '#ffeb3b', '#4caf50', '#2196f3', '#9c27b0'];
const pieces = Array.from({ length: 60 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: (i % 10) * 0.08,
  colour: colours[i % colours.length],
  size: 6 + (i % 3) * 3,
}));

// Celebration rains CSS confetti for 2 seconds (spec 9), then calls onDone.
export function Celebration({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, celebrationMs);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <Box data-testid="celebration" aria-hidden sx={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 2000, overflow: 'hidden' }}>
      <Typography variant="h3" sx={{ position: 'absolute', top: '30%', width: '100%', textAlign: 'center', fontWeight: 700, color: 'success.main' }}>
        {texts.congratulations}
      </Typography>
      {pieces.map((piece, i) => (
        <Box
          key={i}
          sx={{
            position: 'absolute',
            top: 0,
            left: `${piece.left}%`,
            width: piece.size,
            height: piece.size * 1.6,
            bgcolor: piece.colour,
            animation: `${fall} ${celebrationMs - piece.delay * 1000}ms linear ${piece.delay}s forwards`,
          }}
        />
      ))}
    </Box>
  );
}
