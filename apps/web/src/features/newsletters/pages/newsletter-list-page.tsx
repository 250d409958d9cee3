import { NEWSLETTER_CSV, isOfferedYear, newsletterSchema, type Newsletter, type NewsletterType } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { useDeleteNewsletter } from '../api/newsletter-api';
import { MonthFilter, type MonthValue } from '../components/month-filter';
import { newsletterColumns } from '../components/newsletter-columns';
import { NewsletterDialog, type NewsletterMode } from '../components/newsletter-dialog';
import { NewsletterTabs } from '../components/newsletter-tabs';
import { orgToday } from '../../../lib/org-today';

interface Editing {
  key: number;
  open: boolean;
  mode: NewsletterMode;
  id: number | null;
}

/** The month shown: `?year=&month=` when valid (a link or a reload keeps it), else this month. */
function useMonth(): [MonthValue, (value: MonthValue) => void] {
  const [params, setParams] = useSearchParams();
  const today = orgToday();
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const value = {
    year: isOfferedYear(year, today) ? year : today.getFullYear(),
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : today.getMonth() + 1,
  };
  const set = (next: MonthValue) => setParams({ year: String(next.year), month: String(next.month) }, { replace: true });
  return [value, set];
}

/**
 * /newsletter/wins, /newsletter/weekly-good and /newsletter/e-learning (admin, spec 3 §2): the
 * records of one type in the chosen month, with the New/Edit/Detail modal and the CSV named after the type.
 * A record saved in another month brings the list to that month, where it now is.
 */
export function NewsletterListPage({ type }: { type: NewsletterType }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const remove = useDeleteNewsletter();
  const { confirm, dialog } = useConfirm();
  const [month, setMonth] = useMonth();
  const [editing, setEditing] = useState<Editing>({ key: 0, open: false, mode: 'new', id: null });

  const openDialog = (mode: NewsletterMode, record: Newsletter | null) =>
    setEditing((e) => ({ key: e.key + 1, open: true, mode, id: record?.id ?? null }));

  const onDelete = async (record: Newsletter) => {
    if (!(await confirm({ title: t('newsletters.confirmDelete') }))) return;
    remove.mutate(record.id, {
      onSuccess: () => notify({ message: t('newsletters.deleted') }),
      onError: (error) => showError(error),
    });
  };

  const title = t(`newsletters.tabs.${type}`);
  return (
    <>
      <NewsletterTabs />
      <Box sx={{ mb: 2 }}>
        <MonthFilter value={month} onChange={setMonth} />
      </Box>
      <DataTable
        endpoint="/newsletter"
        rowSchema={newsletterSchema}
        filters={{ type, year: month.year, month: month.month }}
        columns={newsletterColumns({
          t,
          onPreview: (record) => openDialog('preview', record),
          onEdit: (record) => openDialog('edit', record),
          onDelete,
        })}
        getRowId={(row) => String(row.id)}
        csvFileName={NEWSLETTER_CSV[type]}
        title={title}
        titleLevel={1}
        label={title}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog('new', null)}>
            {t('masterData.addNew')}
          </Button>
        }
      />
      <NewsletterDialog
        key={editing.key}
        open={editing.open}
        mode={editing.mode}
        id={editing.id}
        type={type}
        month={month}
        onSaved={setMonth}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
      {dialog}
    </>
  );
}

export const NewsletterWinsPage = () => <NewsletterListPage type="win" />;
export const NewsletterWeeklyGoodPage = () => <NewsletterListPage type="weekly_good" />;
export const NewsletterELearningPage = () => <NewsletterListPage type="e_learning" />;
