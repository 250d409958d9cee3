import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hint } from './hint';

interface FormCardProps {
  title: string;
  subtitle?: string;
  /** Where the back arrow leads (the list). */
  backTo?: string;
  children: ReactNode;
  maxWidth?: number;
}

/** The frame of a create/edit page: back arrow, title and the form on a card. */
export function FormCard({ title, subtitle, backTo, children, maxWidth = 960 }: FormCardProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        {backTo && (
          <Hint title={t('shell.back')}>
            <IconButton component={Link} to={backTo} aria-label={t('shell.back')} edge="start">
              <ArrowBackIcon />
            </IconButton>
          </Hint>
        )}
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
      </Stack>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>{children}</Paper>
    </Box>
  );
}
