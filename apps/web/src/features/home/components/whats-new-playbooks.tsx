import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { paths } from '../../../config/paths';
import { useOpenPlaybook } from '../../playbooks';
import { monthPlaybooksQueryOptions } from '../api/home-reads';
import { WhatsNewSection } from './whats-new-section';

/**
 * This month's playbooks for my stores, each opening its PDF in a new tab through the read that
 * counts the view (NUM. VIEWS), as the playbooks list does. Shown only once the call succeeds: a
 * failed call (a server without playbooks, a network error) hides the section.
 */
export function WhatsNewPlaybooks() {
  const { t } = useTranslation();
  const open = useOpenPlaybook();
  const { showError } = useErrorDialog();
  const playbooks = useQuery(monthPlaybooksQueryOptions());
  if (playbooks.isError) return null;
  const items = playbooks.data?.data ?? [];
  return (
    <WhatsNewSection
      title={t('news.whatsNew.playbooks')}
      to={paths.playbooks.url()}
      loading={playbooks.isPending}
      empty={items.length === 0}
    >
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((playbook) => (
          <li key={playbook.id}>
            {playbook.file ? (
              <Link
                href={playbook.file.fileURL}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  event.preventDefault();
                  open.mutate(playbook.id, { onError: (error) => showError(error) });
                }}
                underline="hover"
                sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <PictureAsPdfIcon sx={{ fontSize: 18 }} aria-hidden />
                {playbook.name}
              </Link>
            ) : (
              playbook.name
            )}
          </li>
        ))}
      </Stack>
    </WhatsNewSection>
  );
}
