import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { setLanguage } from '../../../i18n';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of the signed-out screens: the app name above a centred card, and the language switch
 * (the choice is kept on this device until a signed-in user's own language takes over).
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420, alignItems: 'center' }}>
        <Box sx={{ textAlign: 'center', color: 'common.white' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, letterSpacing: '-0.02em' }}>
            {t('app.name')}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t('app.slogan')}
          </Typography>
        </Box>
        <Card sx={{ width: '100%' }} elevation={8}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: subtitle ? 1 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
            <LanguageSwitch onChange={setLanguage} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }} />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
