import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of a dashboard; its title names the region for screen readers. */
export function DashboardCard({ title, id, action, children }: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Typography
          id={id}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {title}
          {action && <span style={{ marginLeft: 'auto' }}>{action}</span>}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
