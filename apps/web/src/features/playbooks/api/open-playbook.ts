import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPlaybook, playbookKeys } from './get-playbook';

/**
 * A reader opening a playbook: GET /playbook/{id} counts the view (once per user and day), then
 * its PDF opens in a new tab. The tab is opened at the click (a browser lets a click open one)
 * and sent to the PDF once the read has answered; a failed read closes it again.
 */
export const useOpenPlaybook = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const tab = window.open('about:blank', '_blank');
      try {
        const playbook = await getPlaybook(id);
        if (!playbook.file) throw new Error(t('playbooks.notFound'));
        const url = new URL(playbook.file.fileURL, window.location.origin).href;
        if (tab) {
          tab.opener = null;
          tab.location.replace(url);
        } else {
          window.open(url, '_blank', 'noopener');
        }
        return playbook;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playbookKeys.all }),
  });
};
