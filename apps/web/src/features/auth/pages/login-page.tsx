import { Button, Stack } from '@mui/material';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyBar } from '../../../components/busy-bar';
import { useErrorDialog } from '../../../components/error-dialog';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { hasOwnText, useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { AuthTextField } from '../components/auth-text-field';
import { usePrerenderHandoff } from '../components/prerender-handoff';

/** Shown at /login and, when signed out, at every route but the password screens (spec 2.1). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn, signOut } = useSession();
  const { showError } = useErrorDialog();
  const loginRequest = useLogin();
  const form = useRef<HTMLFormElement>(null);
  usePrerenderHandoff(form);
  // The spec gives login no field validation: whatever is typed is sent (no form library: the
  // sign-in page's first load stays small).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginRequest.isPending) return;
    const form = new FormData(event.currentTarget);
    const values = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    loginRequest.mutate(values, {
      onSuccess: (result) => {
        signIn(result);
        void navigate(paths.home.url(), { replace: true });
      },
      onError: (error) => {
        // A refused sign-in forgets the saved one; no network says nothing about it (a rep offline keeps theirs).
        if (!(error instanceof ApiError && error.status === 0)) signOut();
        // Rate limiting, an unreachable or failing server: their own text; otherwise the spec's.
        showError(hasOwnText(error) ? error.message : t('auth.loginFailed'));
      },
    });
  };

  return (
    <>
      {loginRequest.isPending && <BusyBar />}
      <AuthLayout title={t('auth.welcome')}>
        <Stack ref={form} component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
          <AuthTextField label={t('auth.email')} name="email" type="email" autoComplete="username" autoFocus />
          <AuthTextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" />
          {/* Not disabled while the request runs: that would drop the keyboard's focus to the page, where the error popup would give it back. */}
          <Button type="submit" variant="contained" size="large" aria-disabled={loginRequest.isPending}>
            {t('auth.submit')}
          </Button>
          <RouterLink to={paths.forgotPassword.url()} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('auth.resetPasswordLink')}
          </RouterLink>
        </Stack>
      </AuthLayout>
    </>
  );
}
