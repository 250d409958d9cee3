import type { CurrentUser } from '@fieldops/contract';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../../lib/role-name';
import { useUnreadCount } from '../../notifications';

interface ProfileSummaryProps {
  user: CurrentUser;
  period: string;
}

/**
 * The signed-in user's role, area, the period shown and the unread notifications. The count is
 * read here, so its answer redraws this card, not the whole home page.
 */
export function ProfileSummary({ user, period }: ProfileSummaryProps) {
  const { t } = useTranslation();
  const { data: unread } = useUnreadCount();
  const facts = [
    { id: 'role', label: t('home.role'), value: roleName(t, user.role) },
    { id: 'area', label: t('home.area'), value: user.area?.name ?? t('home.allAreas') },
    { id: 'period', label: t('home.period'), value: period },
    { id: 'unread', label: t('home.unreadNotifications'), value: unread ?? <Skeleton width={32} sx={{ display: 'inline-block' }} /> },
  ];
  return (
    <Card>
      <CardContent>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {facts.map((f) => (
            <Box key={f.id}>
              <Typography
                component="dt"
                variant="caption"
                color="text.secondary"
                sx={{ textTransform: 'uppercase', letterSpacing: '0.05em' }}
              >
                {f.label}
              </Typography>
              <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }} data-testid={`home-${f.id}`}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
