import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled block of a dashboard; its title names the region for screen readers. The action (a
 * detail link) sits beside the heading, not in it: the region's name is the title alone, not the
 * title followed by the link's own name.
 */
export function DashboardCard({ title, id, action, children }: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
