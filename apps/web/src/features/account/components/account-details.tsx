import type { CurrentUser } from '@fieldops/contract';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The signed-in user's names and e-mail, read-only (spec 2 §2). */
export function AccountDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const fields = [
    { id: 'firstName', label: t('masterData.users.fields.firstName'), value: user.firstName },
    { id: 'lastName', label: t('masterData.users.fields.lastName'), value: user.lastName },
    { id: 'email', label: t('masterData.users.fields.email'), value: user.email },
  ];
  return (
    <Box component="section" aria-labelledby="account-details">
      <Typography id="account-details" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('masterData.account.details')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((f) => (
          <TextField key={f.id} label={f.label} value={f.value} slotProps={{ htmlInput: { readOnly: true } }} variant="filled" />
        ))}
      </Box>
    </Box>
  );
}
