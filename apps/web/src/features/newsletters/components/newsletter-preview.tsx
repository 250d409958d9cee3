import type { Newsletter } from '@fieldops/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../../components/form';

/** The read-only Detail of a record: its fields and its PDF, shown inline and to open on its own. */
export function NewsletterPreview({ record }: { record: Newsletter }) {
  const { t } = useTranslation();
  const facts = [
    [t('newsletters.fields.name'), record.name],
    [t('newsletters.fields.month'), monthName(Number(record.date.slice(5, 7)))],
    [t('newsletters.fields.year'), record.date.slice(0, 4)],
    [t('newsletters.columns.views'), String(record.viewCount)],
  ];
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {record.file ? (
        <>
          <Button href={record.file.fileURL} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />} sx={{ alignSelf: 'flex-start' }}>
            {t('newsletters.openPdf')}
          </Button>
          <Box
            component="iframe"
            src={record.file.fileURL}
            title={t('newsletters.pdfTitle', { name: record.name })}
            sx={{ width: '100%', height: { xs: 420, md: 560 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </>
      ) : (
        <Typography color="text.secondary">{t('newsletters.noPdf')}</Typography>
      )}
    </Stack>
  );
}
