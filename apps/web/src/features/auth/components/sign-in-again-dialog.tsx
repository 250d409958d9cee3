import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyBar } from '../../../components/busy-bar';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useSession } from '../../../lib/session-context';
import { hasOwnText, useLogin } from '../api/login';

/**
 * Over the screen whose session ended (session-context's `expired`): the person types their
 * password again and goes on where they were, what they had typed still in place and the call
 * that found the session over sent again. The e-mail is theirs and cannot be changed here: the
 * screen and what waits on it belong to this user. Logout leaves instead, to the login screen.
 * Neither Escape nor a click beside it closes it: the calls behind it wait for one or the other.
 */
export function SignInAgainDialog() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { signIn, signOut } = useSession();
  const loginRequest = useLogin();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    loginRequest.mutate(
      { email: user.email, password },
      {
        onSuccess: signIn,
        onError: (failure) => {
          // A wrong password reads as on the login screen; no network, throttling or a failing server as themselves.
          setError(hasOwnText(failure) ? errorMessage(failure) : t('auth.loginFailed'));
        },
      },
    );
  };

  const onLogout = () => {
    signOut();
    void navigate(paths.login.url(), { replace: true });
  };

  return (
    <Dialog open maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} disableEscapeKeyDown>
      {loginRequest.isPending && <BusyBar />}
      <DialogTitle id={`${id}-title`}>{t('auth.sessionEnded')}</DialogTitle>
      <Stack component="form" onSubmit={onSubmit} noValidate>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {t('auth.signInAgain')}
          </DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              label={t('auth.email')}
              name="email"
              type="email"
              value={user.email}
              autoComplete="username"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label={t('auth.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error !== ''}
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onLogout}>{t('menu.logout')}</Button>
          <Button type="submit" variant="contained" disabled={loginRequest.isPending}>
            {t('auth.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
