import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}

/** The frame of the not-allowed and not-found pages. */
export function StatusPage({ icon, title, children }: StatusPageProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 } }}>
      {icon}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
