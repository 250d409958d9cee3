import { Card, CardContent, Typography, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WhatsNewNews } from './whats-new-news';
import { WhatsNewPlaybooks } from './whats-new-playbooks';
import { WhatsNewQuicklinks } from './whats-new-quicklinks';

/** The home page's 'What's new': the latest news, this month's playbooks for my stores, the quicklinks. */
export function WhatsNew() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="whats-new-title">
      <CardContent>
        <Typography id="whats-new-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('news.whatsNew.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <WhatsNewNews />
          <WhatsNewPlaybooks />
          <WhatsNewQuicklinks />
        </Box>
      </CardContent>
    </Card>
  );
}
