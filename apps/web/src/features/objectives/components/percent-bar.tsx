import { Box, LinearProgress, Typography } from '@mui/material';

/** A percent complete as a bar with its number ('42%'). */
export function PercentBar({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 110 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, value))}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-hidden
      />
      <Typography variant="body2" component="span" data-testid="objective-percent">
        {label}
      </Typography>
    </Box>
  );
}
