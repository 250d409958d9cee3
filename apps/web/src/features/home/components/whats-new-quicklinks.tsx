import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { QuicklinkLink, useQuicklinkList } from '../../quicklinks';
import { SHOWN_QUICKLINKS } from '../api/home-reads';
import { WhatsNewSection } from './whats-new-section';

/** The quicklinks by name, each opening its PDF or URL in a new tab. */
export function WhatsNewQuicklinks() {
  const { t } = useTranslation();
  const list = useQuicklinkList(SHOWN_QUICKLINKS);
  const items = list.data?.data ?? [];
  return (
    <WhatsNewSection title={t('news.whatsNew.quicklinks')} to={paths.quicklinks.url()} loading={list.isPending} empty={items.length === 0}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((quicklink) => (
          <li key={quicklink.id}>
            <QuicklinkLink quicklink={quicklink} />
          </li>
        ))}
      </Stack>
    </WhatsNewSection>
  );
}
